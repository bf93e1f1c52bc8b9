import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// A Swift package's storyboards are resources of its own bundle, which its code loads: no
/// target of the app lists them (devstack's `PresentationLayer` package holds all twelve of the
/// app's scenes). Reading only the project's storyboards left them out with no word; a note
/// now names each linked package on disk that holds storyboards, and how to check them.
@Suite struct PackageStoryboardsTests {
  /// A copy of Tests/Fixtures/Linked whose local package LocalKit holds `storyboards` (paths
  /// inside it), linted with `arguments` before the copy's path: what lint says.
  static func lint(adding storyboards: [String], _ arguments: [String]) throws -> String {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let copy = directory.path + "/Linked"
    try FileManager.default.copyItem(atPath: Snapshot.fixture("Linked"), toPath: copy)
    for path in storyboards {
      try directory.write(Self.storyboard, to: "Linked/LocalKit/" + path)
    }
    let capture = CapturedConsole()
    _ = SegueTool.run(["lint"] + arguments + [copy], console: capture.console)
    return capture.standardError
  }

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch" initialViewController="home">
      <scenes><scene sceneID="s1"><objects>
        <viewController id="home" sceneMemberID="viewController"/>
      </objects></scene></scenes>
    </document>
    """

  static let note =
    "note: A Swift package the targets link holds storyboards that no target of the project "
    + "lists, resources of the package's own bundle; they were not read: LocalKit (2 "
    + "storyboard(s)). Lint a package's folder as a PATH to check them."

  @Test func aLinkedPackageHoldingStoryboardsIsNamed() throws {
    let added = [
      "Sources/LocalKit/Login.storyboard", "Sources/LocalKit/Base.lproj/Home.storyboard",
    ]
    #expect(try Self.lint(adding: added, []).contains(Self.note))
    #expect(try Self.lint(adding: added, ["--project"]).contains(Self.note))
  }

  /// R.swift's package is its repository, whose example apps keep projects of their own: a
  /// storyboard under an example's project, or under a package nested in the package, is not
  /// the package's resource.
  @Test func storyboardsOfAProjectOrPackageInsideThePackageAreNotItsOwn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let copy = directory.path + "/Linked"
    try FileManager.default.copyItem(atPath: Snapshot.fixture("Linked"), toPath: copy)
    try directory.write(
      Self.storyboard, to: "Linked/LocalKit/Examples/App/Base.lproj/Old.storyboard")
    try directory.write(
      "// !$*UTF8*$!\n{ }\n", to: "Linked/LocalKit/Examples/App.xcodeproj/project.pbxproj")
    try directory.write(Self.storyboard, to: "Linked/LocalKit/Nested/Sources/N/N.storyboard")
    try directory.write("// swift-tools-version:5.9\n", to: "Linked/LocalKit/Nested/Package.swift")
    let capture = CapturedConsole()
    _ = SegueTool.run(["lint", copy], console: capture.console)
    #expect(!capture.standardError.contains("Swift package the targets link"))
  }

  @Test func aPackageWithoutStoryboardsIsNotNamed() throws {
    #expect(!(try Self.lint(adding: [], [])).contains("Swift package the targets link"))
  }
}
