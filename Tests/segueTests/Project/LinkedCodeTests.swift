import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import segue

/// The App of Tests/Fixtures/Linked as the commands read it: what it links and is on disk is
/// read in its module, what is not is the index's unread linked code, and the static library
/// of the project that opens the app's storyboards counts as the app's code.
@Suite struct LinkedCodeTests {
  static let project = Snapshot.fixture("Linked")

  static func app(packages: String? = nil) throws -> InputTarget {
    let options = InputOptions(paths: [], project: project, targets: ["App"], packages: packages)
    let capture = CapturedConsole()
    let resolution = try InputResolution.resolve(options, console: capture.console)
    return try #require(resolution.targets.first)
  }

  @Test func whatIsOnDiskIsReadInItsModuleAndTheRestIsUnread() throws {
    let index = try #require(try Self.app().loadSources())
    #expect(index.classModules["PoddedView"] == [.named("Podded")])
    #expect(index.classModules["LocalView"] == [.named("LocalKit")])
    #expect(index.classModules["CartedView"] == [.named("Carted")])
    #expect(index.classModules["BinaryView"] == [.named("Binary")])
    #expect(index.classModules["BinarySwiftView"] == [.named("Binary")])
    #expect(index.classModules["RemoteView"] == nil)
    #expect(
      index.unreadLinkedCode.map { "\($0.description) \($0.module ?? "-"): \($0.howToRead)" } == [
        "Swift package RemoteKit RemoteKit: Resolve the packages and pass `--packages DIR` (the "
          + "folder `xcodebuild -clonedSourcePackagesDirPath` writes).",
        "framework Missing Missing: Put it, with its headers or Swift interface, at "
          + Self.project + "/Vendor/Missing.xcframework.",
        "pod Absent Absent: Run `pod install`.",
      ])
  }

  @Test func aFolderOfResolvedPackagesIsRead() throws {
    let index = try #require(
      try Self.app(packages: Self.project + "/Packages").loadSources())
    #expect(index.classModules["RemoteView"] == [.named("RemoteKit")])
    #expect(index.unreadLinkedCode.map(\.name) == ["Missing", "Absent"])
  }

  /// AppCore, a static library without storyboards, opens the app's Second storyboard: its
  /// literals are the app's, so explore reaches the scene from code.
  @Test func aStaticLibraryWithoutStoryboardsOpensTheAppsStoryboards() throws {
    let app = try Self.app()
    #expect(app.dependencies.first?.module == "AppCore")
    #expect(app.dependencies.first?.opensAppStoryboards == true)
    let index = try #require(try app.loadSources())
    #expect(
      index.literalUses.map { "\($0.kind) \($0.value)" } == [
        "storyboardName Second", "sceneIdentifier Detail",
      ])
    let capture = CapturedConsole()
    _ = SegueTool.run(["explore", "--project", Self.project], console: capture.console)
    #expect(
      capture.standardOutput.contains(
        "coverage: 2 of 2 scene(s) reached: 1 from the launch, 1 from code"))
  }
}
