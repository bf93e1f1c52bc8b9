import Foundation
import HeadlessNavigation
import SegueKit

// Headless stand-ins for an app's controllers, and the scenes `segue generate` writes for them
// (the generated shape, with headless classes), as an app's tests would have them.

final class JobListController: HeadlessController {}

/// Holds the finance example's `Job`.
final class JobEditorController: HeadlessController {
  var job: Job?
}

final class SettingsController: HeadlessController {}

/// Two classes whose names are the same outside their enums.
enum Payroll {
  final class EditorController: HeadlessController {}
}

enum Invoicing {
  final class EditorController: HeadlessController {}
}

enum StoryboardScene {
  enum Main {
    static let storyboardName = "Main"
    static let bundle = BundleToken.bundle

    static let initialScene = InitialSceneType<JobListController>(
      storyboard: storyboardName, bundle: bundle)
    static let jobEditor = SceneType<JobEditorController>(
      storyboard: storyboardName, identifier: "JobEditor", bundle: bundle)
    static let settings = SceneType<HeadlessNavigationController>(
      storyboard: storyboardName, identifier: "Settings", bundle: bundle)
  }

  enum Preferences {
    static let storyboardName = "Preferences"
    static let bundle = BundleToken.bundle

    static let general = SceneType<SettingsController>(
      storyboard: storyboardName, identifier: "General", bundle: bundle)
  }

  private final class BundleToken {
    static var bundle: Bundle { Bundle(for: BundleToken.self) }
  }
}
