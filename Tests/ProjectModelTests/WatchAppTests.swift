import SegueTestSupport
import Testing

@testable import ProjectModel

/// Tests/Fixtures/Watch: a WatchKit app whose storyboard's classes are in its extension, as
/// Xcode's templates make it (`IBSC_MODULE` names the extension's module).
@Suite struct WatchAppTests {
  static let folder = TestPaths.fixture("Watch")

  @Test func theStoryboardModuleIsTheOneIBSCModuleNames() throws {
    let project = try Project.load(at: Self.folder)
    let app = try #require(project.target(named: "Watch App"))
    #expect(app.moduleName == "Watch_App")
    #expect(app.storyboardModuleName == "Watch_Extension")
    let watchExtension = try #require(project.target(named: "Watch Extension"))
    #expect(watchExtension.storyboardModuleName == watchExtension.moduleName)
  }

  /// The extension holds the app's interface controllers, so its code is the app's to name;
  /// the extension itself links nothing of the project.
  @Test func aWatchAppsExtensionIsCodeItsStoryboardsName() throws {
    let project = try Project.load(at: Self.folder)
    let app = try #require(project.target(named: "Watch App"))
    #expect(project.linkedTargets(of: app).map(\.name) == ["Watch Extension"])
    let watchExtension = try #require(project.target(named: "Watch Extension"))
    #expect(project.linkedTargets(of: watchExtension).isEmpty)
  }
}
