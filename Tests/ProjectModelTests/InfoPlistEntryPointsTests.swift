import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import ProjectModel

/// Entry points read from a bare Info.plist, with no project: what a command does when an
/// Info.plist is among its inputs.
@Suite struct InfoPlistEntryPointsTests {
  @Test func aBareInfoPlistNamesItsStoryboardsAndLaunchScreen() throws {
    let entries = try InfoPlistEntryPoints.read(
      path: TestPaths.fixture("Project/PhoneApp/Info.plist"))
    #expect(entries.filter { $0.role == .launchScreen }.map(\.storyboardName) == ["LaunchScreen"])
    #expect(Set(entries.filter { $0.role == .main }.map(\.storyboardName)) == ["Main"])
    #expect(entries.map(\.idiom).contains(.pad))
  }

  @Test func anExtensionAndAMacAppAndAnIPhoneOnlyKey() {
    let entries = InfoPlistEntryPoints.entryPoints(in: [
      "NSExtension": ["NSExtensionMainStoryboard": "MainInterface"],
      "NSMainStoryboardFile": "Main",
      "UILaunchStoryboardName~iphone": "PhoneLaunch",
      "UIMainStoryboardFile": "",
    ])
    #expect(
      entries.map { "\($0.role.rawValue) \($0.idiom) \($0.key) \($0.storyboardName)" } == [
        "launch-screen phone UILaunchStoryboardName~iphone PhoneLaunch",
        "main any NSExtension.NSExtensionMainStoryboard MainInterface",
        "main any NSMainStoryboardFile Main",
      ])
  }

  /// DTCoreText's demo names its launch screen `Launch.storyboard`: the name is the file's
  /// without the extension, or the launch screen would be navigated as an app's storyboard.
  @Test func aNameWrittenWithItsExtensionIsTheStoryboardsName() {
    let entries = InfoPlistEntryPoints.entryPoints(in: [
      "UILaunchStoryboardName": "Launch.storyboard",
      "UIApplicationSceneManifest": [
        "UISceneConfigurations": [
          "UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Main.storyboard"]]
        ]
      ],
    ])
    #expect(
      entries.map { "\($0.role.rawValue) \($0.storyboardName)" } == [
        "launch-screen Launch", "main Main",
      ])
  }

  @Test func aWatchAppOpensInterfaceByName() {
    let entries = InfoPlistEntryPoints.entryPoints(in: ["WKWatchKitApp": true])
    #expect(entries.map { "\($0.storyboardName) \($0.key)" } == ["Interface WKWatchKitApp"])
    #expect(InfoPlistEntryPoints.entryPoints(in: ["WKApplication": false]).isEmpty)
  }

  @Test func aMissingOrBrokenInfoPlistIsAnErrorNamingIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let broken = try directory.write("<plist><dict><key>A</key>", to: "Info.plist")
    #expect {
      try InfoPlistEntryPoints.read(path: broken)
    } throws: { ($0 as? ProjectError)?.description.hasPrefix(broken + ":1:1: error:") == true }
    #expect {
      try InfoPlistEntryPoints.read(path: directory.path + "/None.plist")
    } throws: { ($0 as? ProjectError)?.diagnostic.message.contains("None.plist") == true }
  }
}
