import Foundation
import SegueTestSupport
import Testing

/// OpenFind keeps two storyboards beside its app's that no target copies: they were not read,
/// and nothing said so. One note names them, a storyboard's localizations once; the
/// storyboards of linked code, of a local package, of a project below and the localizations
/// of a storyboard a target copies are not among them.
@Suite struct StoryboardsInNoTargetTests {
  @Test func aStoryboardNoTargetCopiesIsNamedOnce() throws {
    let directory = try NestedProjectTests.repositoryWithTop([])
    defer { directory.remove() }
    let storyboard = try String(
      contentsOfFile: directory.path + "/PhoneApp/Base.lproj/Main.storyboard", encoding: .utf8)
    for place in [
      "Extra/Old.storyboard", "PhoneApp/de.lproj/Main.storyboard",
      "Legacy/Base.lproj/Main.storyboard", "Legacy/de.lproj/Main.storyboard",
      "Pods/Lib/Lib.storyboard", "Carthage/Checkouts/Lib/Lib.storyboard",
      "LocalPackage/Sources/Lib/Lib.storyboard", "Docs/en.xcloc/Source Contents/Main.storyboard",
    ] {
      try write(storyboard, to: directory.path + "/" + place)
    }
    try write("// swift-tools-version:5.9\n", to: directory.path + "/LocalPackage/Package.swift")
    let expected: String =
      "note: '\(directory.path)': 2 storyboards below it are in no target of the project(s) "
      + "read, so they were not read: Extra/Old.storyboard, Legacy/Base.lproj/Main.storyboard; "
      + "a storyboard is read when a target of a project read copies it (another project is "
      + "read with --project PATH)."
    for command in ["lint", "explore"] {
      let (_, _, err) = NestedProjectTests.run([command, directory.path])
      let notes = err.split(separator: "\n").filter { $0.contains("in no target") }.map(String.init)
      #expect(notes == [expected], "\(command)")
    }
  }

  @Test func noNoteWhenEveryStoryboardIsInATarget() throws {
    let directory = try NestedProjectTests.repositoryWithTop([])
    defer { directory.remove() }
    let (_, _, err) = NestedProjectTests.run(["lint", directory.path])
    #expect(err.contains("reading the Xcode project Fixture.xcodeproj"))
    #expect(!err.contains("in no target"))
  }

  private func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
