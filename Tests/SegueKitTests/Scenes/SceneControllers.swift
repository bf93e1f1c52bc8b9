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
  enum Main: StoryboardName {
    static var storyboardName: Swift.String { "Main" }
    static var bundle: Foundation.Bundle { BundleToken.bundle }

    static var initialScene: InitialSceneType<Main, JobListController> { .init() }
    static var jobEditor: SceneType<Main, JobEditorController> { "JobEditor" }
    static var settings: SceneType<Main, HeadlessNavigationController> { "Settings" }
  }

  enum Preferences: StoryboardName {
    static var storyboardName: Swift.String { "Preferences" }
    static var bundle: Foundation.Bundle { BundleToken.bundle }

    static var general: SceneType<Preferences, SettingsController> { "General" }
  }

  private final class BundleToken {
    static var bundle: Bundle { Bundle(for: BundleToken.self) }
  }
}
