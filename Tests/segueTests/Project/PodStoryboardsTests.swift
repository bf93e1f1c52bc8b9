import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import AppInputs
@testable import SegueCommandLine
@testable import segue

/// Eat-Now checks in its Pods folder: Mixpanel's code opens `MPSurvey` from the main bundle and
/// instantiates `MPSurveyNavigationController` from it. The storyboard is the pod's, in
/// `Pods/Mixpanel/`, in no build phase of the Pods project: the Pods resources script copies
/// it into the app. Taken as the app's own openings, both were "in no linted storyboard".
@Suite struct PodStoryboardsTests {
  /// The SharedStoryboard fixture in a workspace whose Pods project builds the fixture's Kit
  /// framework as a pod without a storyboard in a build phase, `code` its one source file; with
  /// `storyboardOnDisk`, the pod's folder holds `KitSurvey.storyboard`. What lint prints, and
  /// the pods the targets link.
  static func lint(podCode code: String, storyboardOnDisk: Bool = false) throws -> (
    out: String, pods: [SourceDependency]
  ) {
    let copy = try TemporaryDirectory()
    defer { copy.remove() }
    try FileManager.default.copyItem(
      atPath: SharedStoryboardTests.folder, toPath: copy.path + "/App")
    let project = Snapshot.fixture("Project")
    try FileManager.default.createDirectory(
      atPath: copy.path + "/App/Pods/Pods.xcodeproj", withIntermediateDirectories: true)
    let pbxproj = try String(
      contentsOfFile: project + "/Fixture.xcodeproj/project.pbxproj", encoding: .utf8)
    try copy.write(
      pbxproj.replacingOccurrences(
        of: "B30000000000000000000002 /* Kit.storyboard in Resources */,", with: ""),
      to: "App/Pods/Pods.xcodeproj/project.pbxproj")
    try copy.write(code, to: "App/Pods/Kit/KitViewController.swift")
    if storyboardOnDisk {
      try copy.write(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes/>
        </document>
        """, to: "App/Pods/Kit/Resources/KitSurvey.storyboard")
    }
    try WorkspaceTests.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:SharedStoryboard.xcodeproj"></FileRef>
         <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
      </Workspace>
      """, to: copy.path + "/App/App.xcworkspace")
    let captured = CapturedConsole()
    _ = SegueTool.run(["lint", copy.path + "/App"], console: captured.console)
    let resolution = try InputResolution.resolve(
      InputOptions(paths: [copy.path + "/App"]), console: CapturedConsole().console)
    return (
      captured.standardOutput, resolution.targets.flatMap(\.dependencies).filter(\.isPod)
    )
  }

  /// Mixpanel's survey presenter, as the Kit pod's code.
  static let surveyPresenter = """
    import UIKit

    open class KitSurveyPresenter {
      public static func make() -> UIViewController {
        UIStoryboard(name: "KitSurvey", bundle: nil)
          .instantiateViewController(withIdentifier: "KitSurveyNavigation")
      }
    }
    """

  @Test func aPodThatShipsAStoryboardOpensItsOwn() throws {
    let (out, pods) = try Self.lint(podCode: Self.surveyPresenter, storyboardOnDisk: true)
    #expect(!out.contains("[scene-identifier-not-in-storyboard]"))
    #expect(!pods.isEmpty && pods.allSatisfy { !$0.opensAppStoryboards })
  }

  /// Without a storyboard of its own, what the pod opens from the main bundle can only be the
  /// app's: both names are still reported.
  @Test func aPodWithoutAStoryboardOpensTheApps() throws {
    let (out, pods) = try Self.lint(podCode: Self.surveyPresenter)
    #expect(out.contains("No linted storyboard is named 'KitSurvey'"))
    #expect(out.contains("the storyboard identifier 'KitSurveyNavigation'"))
    #expect(!pods.isEmpty && pods.allSatisfy(\.opensAppStoryboards))
  }

  /// rambler-it-ios: in its workspace, Typhoon's and RamblerSegues' pods open storyboards by
  /// names they are given; taken as the extension's own openings, every scene was loadable
  /// there, and once the pods were read, every class of the app's storyboards was "declared by
  /// no source" in the extension. A pod of the workspace's Pods project opens what the app
  /// gives it, so its openings leave the storyboard to the app, as its code does without them.
  @Test func aPodThatOpensAComputedStoryboardLeavesTheStoryboardToTheApp() throws {
    let (out, pods) = try Self.lint(
      podCode: """
        import UIKit

        open class StoryboardFactory {
          public static func make(_ name: String) -> UIStoryboard { UIStoryboard(name: name, bundle: nil) }
        }
        """)
    #expect(out.contains("note: Target 'Extension' builds this storyboard but loads none"))
    #expect(!out.contains("'SettingsViewController'"))
    // The pod's code is read: its class is one the storyboards may name.
    #expect(!pods.isEmpty && pods.allSatisfy { $0.module == "Kit" && $0.opensAppStoryboards })
  }
}
