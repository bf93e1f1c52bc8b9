import Foundation
import SegueTestSupport
import Testing

@testable import ProjectModel

/// Tests/Fixtures/Project read as Xcode reads it: four targets with their files, settings and
/// entry points. Each expectation is what the hand-written project file says.
@Suite struct FixtureProjectTests {
  static let folder = TestPaths.fixture("Project")

  private func load() throws -> Project {
    try Project.load(at: Self.folder)
  }

  private func target(_ name: String) throws -> Target {
    try #require(try load().target(named: name))
  }

  @Test func everyNativeTargetInTheProjectsOrderWithNoWarning() throws {
    let project = try load()
    #expect(project.targets.map(\.name) == ["PhoneApp", "MacApp", "Kit", "Generated"])
    #expect(project.targets.map(\.kind) == [.app, .app, .framework, .app])
    #expect(project.configuration == "Release")
    #expect(project.configurationChoice == .projectDefault)
    #expect(project.diagnostics.isEmpty)
  }

  @Test func everySpellingOfThePathLoadsTheSameProject() throws {
    let spellings = [
      Self.folder, Self.folder + "/", Self.folder + "/Fixture.xcodeproj",
      Self.folder + "/Fixture.xcodeproj/project.pbxproj", Self.folder + "/../Project/./",
    ]
    let projects = try spellings.map { try Project.load(at: $0) }
    #expect(Set(projects).count == 1)
  }

  @Test func aLocalizedStoryboardIsItsBaseFileAndPathsAreRelativeToTheFolder() throws {
    let project = try load()
    let phone = try #require(project.target(named: "PhoneApp"))
    #expect(
      phone.storyboards.map(project.relativePath) == [
        "PhoneApp/Base.lproj/Main.storyboard", "PhoneApp/LaunchScreen.storyboard",
      ])
    // Platform.swift is SOURCE_ROOT-relative; both apps compile it.
    #expect(
      phone.sources.map(project.relativePath) == [
        "PhoneApp/AppDelegate.swift", "Shared/Platform.swift",
      ])
    let mac = try #require(project.target(named: "MacApp"))
    #expect(mac.sources.map(project.relativePath).contains("Shared/Platform.swift"))
  }

  @Test func theSynchronizedFolderLeavesOutItsMembershipException() throws {
    let project = try load()
    let generated = try #require(project.target(named: "Generated"))
    #expect(
      generated.storyboards.map(project.relativePath) == [
        "Generated/Launch.storyboard", "Generated/Main.storyboard",
      ])
    #expect(
      generated.sources.map(project.relativePath) == ["Generated/GeneratedViewController.swift"])
  }

  @Test func settingsComeFromXcconfigsProjectAndTargetInThatOrder() throws {
    // Common.xcconfig, included by Project.xcconfig, then the project's Release, then
    // App.xcconfig, then the target; the Debug configuration's DEBUG is not read.
    #expect(try target("PhoneApp").conditions == ["COMMON", "PROJECT", "RELEASE", "APP", "PHONE"])
    #expect(try target("Kit").conditions == ["COMMON", "PROJECT", "RELEASE"])
    #expect(try target("Kit").preprocessorDefinitions == ["KIT=1"])
    let phone = try target("PhoneApp")
    let bundle = try #require(phone.settings["PRODUCT_BUNDLE_IDENTIFIER"])
    var expander = SettingExpander(settings: phone.settings)
    #expect(expander.expand(bundle) == "com.example.Phone-App")
  }

  @Test func moduleNamesPlatformsAndDevices() throws {
    let phone = try target("PhoneApp")
    #expect(phone.moduleName == "Phone_App")  // PRODUCT_NAME "Phone App" as an identifier
    #expect(phone.platform == .iOS && phone.deploymentTarget == "15.0")
    #expect(phone.deviceFamily == [.phone, .pad])
    let mac = try target("MacApp")
    // PRODUCT_MODULE_NAME; its [sdk=iphoneos*] variant does not hold for a Mac target.
    #expect(mac.moduleName == "MacShell")
    // The project's TARGETED_DEVICE_FAMILY 1,2 means nothing to a Mac target.
    #expect(mac.platform == .macOS && mac.deploymentTarget == "12.0" && mac.deviceFamily == [.mac])
    let generated = try target("Generated")
    // TARGETED_DEVICE_FAMILY 2; its [sdk=iphonesimulator*] and [sdk=macosx*] variants do not
    // hold for an iOS device.
    #expect(generated.deviceFamily == [.pad])
    #expect(try target("Kit").supportedPlatforms == [.iOS])
  }

  @Test func theAppDependsOnTheFrameworkItBuildsAndLinks() throws {
    let project = try load()
    // PhoneApp lists Kit in `dependencies` (a PBXTargetDependency) and links Kit.framework in
    // its frameworks phase: Kit once. The others depend on nothing.
    #expect(project.targets.map(\.dependencies) == [["Kit"], [], [], []])
    let phone = try #require(project.target(named: "PhoneApp"))
    #expect(project.dependencies(of: phone).map(\.name) == ["Kit"])
    #expect(project.dependencies(of: phone) { $0.kind == .app }.isEmpty)
  }

  @Test func theFrameworksPhaseAloneIsADependency() throws {
    // Without the PBXTargetDependency, linking Kit.framework still makes Kit a dependency.
    let copy = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "\t\t\t\tD10000000000000000000001 /* PBXTargetDependency */,\n", with: "")
    }
    let project = try Project.load(at: copy.path + "/Project")
    #expect(project.target(named: "PhoneApp")?.dependencies == ["Kit"])
  }

  @Test func entryPointsFromTheInfoPlistAndFromGeneratedKeys() throws {
    let phone = try target("PhoneApp")
    #expect(
      phone.infoPlist
        == .file(path: Self.folder.standardizedPath + "/PhoneApp/Info.plist", generatedKeys: false))
    #expect(
      phone.entryPoints.map { "\($0.role.rawValue) \($0.storyboardName) \($0.idiom) \($0.key)" }
        == [
          "launch-screen LaunchScreen any UILaunchStoryboardName",
          "main Main any UIApplicationSceneManifest.UISceneConfigurations."
            + "UIWindowSceneSessionRoleApplication[0].UISceneStoryboardFile",
          "main Main any UIMainStoryboardFile",
          "main Main pad UIMainStoryboardFile~ipad",
        ])
    #expect(try target("MacApp").entryPoints.map(\.key) == ["NSMainStoryboardFile"])
    let generated = try target("Generated")
    #expect(generated.infoPlist == .generated)
    #expect(
      generated.entryPoints.map { "\($0.role.rawValue) \($0.storyboardName)" } == [
        "launch-screen Launch", "main Main",
      ])
    #expect(try target("Kit").entryPoints.isEmpty)
  }
}

extension String {
  /// The path standardized as the model stores it.
  var standardizedPath: String { URL(fileURLWithPath: self).standardizedFileURL.path }
}
