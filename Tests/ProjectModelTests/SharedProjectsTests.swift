import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import ProjectModel

/// Every Xcode project of ../shared/projects (real apps and libraries), loaded without an
/// error, and facts read by hand from their project files and Info.plists.
@Suite(
  .enabled(
    if: SharedData.runs(needing: SharedProjects.folder != nil),
    "../shared/projects is not here"))
struct SharedProjectsTests {
  @Test func everyProjectLoadsWithoutAnError() throws {
    let projects = SharedProjects.xcodeprojs
    #expect(projects.count > 50)
    for path in projects {
      let project = try Project.load(at: path)
      #expect(!project.targets.isEmpty, "\(path)")
      #expect(project.diagnostics.allSatisfy { $0.severity != .error }, "\(path)")
    }
  }

  @Test func ownTracksLaunchesItsStoryboardNamedStoryboard() throws {
    let project = try SharedProjects.load("owntracks__ios/OwnTracks/OwnTracks.xcodeproj")
    let app = try #require(project.target(named: "OwnTracks"))
    #expect(app.kind == .app && app.platform == .iOS)
    // OwnTracks/Base.lproj/OwnTracks-Info.plist: UIMainStoryboardFile(~ipad) and the scene's
    // UISceneStoryboardFile are Storyboard; UILaunchStoryboardName is "Launch Screen".
    #expect(
      Set(app.entryPoints.filter { $0.role == .main }.map(\.storyboardName)) == ["Storyboard"])
    #expect(
      app.entryPoints.filter { $0.role == .launchScreen }.map(\.storyboardName) == ["Launch Screen"]
    )
    #expect(app.storyboards.contains { $0.hasSuffix("/Base.lproj/Storyboard.storyboard") })
  }

  @Test func monitorControlIsAMacApp() throws {
    let project = try SharedProjects.load("MonitorControl__MonitorControl/MonitorControl.xcodeproj")
    // SDKROOT = macosx in both project configurations; its Info.plist names no storyboard.
    #expect(project.targets.map(\.name) == ["MonitorControl", "MonitorControlHelper"])
    #expect(project.targets.allSatisfy { $0.platform == .macOS && $0.deviceFamily == [.mac] })
    #expect(project.target(named: "MonitorControl")?.entryPoints == [])
  }

  @Test func aWatchKitOneAppRunsOnTheWatch() throws {
    let project = try SharedProjects.load(
      "kostiakoval__WatchKit-Apps/10- Animation/Animation.xcodeproj")
    // SDKROOT = iphoneos for every target; the WatchKit App's productType is
    // com.apple.product-type.application.watchapp, its extension's watchkit-extension.
    let app = try #require(project.target(named: "Animation WatchKit App"))
    #expect(app.platform == .watchOS && app.deviceFamily == [.watch])
    #expect(app.deploymentTarget == nil)
    #expect(project.target(named: "Animation WatchKit Extension")?.platform == .iOS)
  }

  @Test func duckDuckGosExtensionsOpenMainInterface() throws {
    let project = try SharedProjects.load("duckduckgo__iOS/DuckDuckGo-iOS.xcodeproj")
    // ShareExtension/Info.plist and OpenAction/Info.plist: NSExtension's
    // NSExtensionMainStoryboard is MainInterface; the app's names only LaunchScreen.
    for name in ["ShareExtension", "OpenAction"] {
      let target = try #require(project.target(named: name))
      #expect(target.kind == .appExtension)
      #expect(target.entryPoints.map(\.storyboardName) == ["MainInterface"])
      #expect(target.entryPoints.map(\.key) == ["NSExtension.NSExtensionMainStoryboard"])
    }
    let app = try #require(project.target(named: "DuckDuckGo"))
    #expect(
      app.entryPoints.map { "\($0.role.rawValue) \($0.storyboardName)" } == [
        "launch-screen LaunchScreen"
      ])
    // 18 storyboards are on disk under DuckDuckGo/, but the project file references no
    // Main.storyboard: the target copies 17.
    #expect(app.storyboards.count == 17)
    #expect(!app.storyboards.contains { $0.hasSuffix("/Main.storyboard") })
    #expect(project.target(named: "Core")?.kind == .framework)
    // The app embeds its extensions and links Core; followed through frameworks only, Core is
    // the one library whose classes the app's storyboards can name.
    #expect(app.dependencies.contains("Core") && app.dependencies.contains("ShareExtension"))
    #expect(
      project.dependencies(of: app) { $0.kind == .framework }.map(\.name) == ["Core"])
  }

  @Test func openHABsWatchAppIsWatchOS() throws {
    let project = try SharedProjects.load("openhab__openhab-ios/openHAB.xcodeproj")
    // openHAB/openHAB-Info.plist: UIMainStoryboardFile and ~ipad Main; the watch target has
    // SDKROOT watchos and TARGETED_DEVICE_FAMILY 4.
    let app = try #require(project.target(named: "openHAB"))
    #expect(
      app.entryPoints.filter { $0.role == .main }.map(\.key) == [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad",
      ])
    let watch = try #require(project.target(named: "openHABWatch"))
    #expect(watch.platform == .watchOS && watch.deviceFamily == [.watch])
    // openHABWatch/Info.plist has WKApplication true and names no storyboard; the target
    // copies Base.lproj/Interface.storyboard, which WatchKit opens by name.
    #expect(
      watch.entryPoints.map { "\($0.storyboardName) \($0.key)" } == ["Interface WKApplication"])
  }
}

extension SharedProjectsTests {
  @Test func synchronizedFoldersWithExceptionsBothWays() throws {
    let project = try SharedProjects.load(
      "mac-cain13__R.swift/Examples/FileSystemSynchronized/FileSystemSynchronized.xcodeproj")
    // MainUI lists the synchronized folder MainUI (its exception for MainUI leaves out
    // Info.plist); TheAppClip does not list it, but the folder's exception set for TheAppClip
    // names /Localized/MyStoryboard.storyboard, which makes the storyboard one of its files.
    let storyboard = "MainUI/Base.lproj/MyStoryboard.storyboard"
    for name in ["MainUI", "TheAppClip"] {
      let target = try #require(project.target(named: name))
      #expect(target.storyboards.map(project.relativePath) == [storyboard], "\(name)")
    }
    let mainUI = try #require(project.target(named: "MainUI"))
    #expect(
      mainUI.sources.map(project.relativePath) == [
        "MainUI/ContentView.swift", "MainUI/MainUIApp.swift",
      ])
  }
}

/// ../shared/projects beside the package, when it is there.
enum SharedProjects {
  static let folder: String? = {
    let path = SharedData.path("projects")
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }()

  /// Every `.xcodeproj` under the folder, sorted.
  static let xcodeprojs: [String] = {
    guard let folder, let enumerator = FileManager.default.enumerator(atPath: folder) else {
      return []
    }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".xcodeproj") {
        found.append(folder + "/" + relative)
        enumerator.skipDescendants()
      }
    }
    return found.sorted()
  }()

  static func load(_ relative: String) throws -> Project {
    try Project.load(at: (folder ?? "shared/projects") + "/" + relative)
  }
}
