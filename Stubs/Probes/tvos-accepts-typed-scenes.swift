// probe: tvos accepts
// The same scenes for a tvOS Main.storyboard (`targetRuntime="AppleTV"`): the generated code is
// the iOS code, word for word. And an app's tests instantiating them from a headless storyboard.
import Foundation
import HeadlessNavigation
import SegueKit
import UIKit

// MARK: - Scenes

/// The scenes of the storyboards, typed as their controllers: each storyboard's initial scene
/// and its scenes with a storyboard identifier.
enum StoryboardScene {
  /// A storyboard compiled into this module: its `bundle` is the module's, and its
  /// `initialScene` is typed as `InitialController` (`Never` when it has none).
  protocol ModuleStoryboard: StoryboardName {
    associatedtype InitialController = Never
  }

  /// The scenes of Main.storyboard.
  enum Main: ModuleStoryboard {
    /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it.
    static var storyboardName: Swift.String { "Main" }

    /// The initial scene's controller: `JobListViewController`.
    typealias InitialController = JobListViewController
    /// Storyboard identifier `JobEditor`: `JobEditorViewController`.
    static var jobEditor: SceneType<Main, JobEditorViewController> { "JobEditor" }
    /// Storyboard identifier `Settings`: `UINavigationController`.
    static var settings: SceneType<Main, UIKit.UINavigationController> { "Settings" }
  }

  /// Finds the bundle the storyboards are compiled into: the package's resource bundle in a
  /// Swift package, the bundle of this module's classes otherwise.
  fileprivate final class BundleToken {
    static var bundle: Bundle {
      #if SWIFT_PACKAGE
        Bundle.module
      #else
        Bundle(for: BundleToken.self)
      #endif
    }
  }
}

extension StoryboardScene.ModuleStoryboard {
  /// The bundle the storyboard is compiled into.
  static var bundle: Foundation.Bundle { StoryboardScene.BundleToken.bundle }
}

extension StoryboardScene.ModuleStoryboard where InitialController: AnyObject {
  /// The storyboard's initial scene, typed as its controller.
  static var initialScene: InitialSceneType<Self, InitialController> { .init() }
}

// The app's classes and code.
struct Job: Sendable { var employer: String }

final class JobListViewController: UITableViewController {}

final class JobEditorViewController: UIViewController {
  var job = Job(employer: "")

  init?(coder: NSCoder, job: Job) {
    self.job = job
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  // For code and tests, which make the controller without the storyboard.
  init(job: Job) {
    self.job = job
    super.init(nibName: nil, bundle: nil)
  }
}

@MainActor func edit(_ job: Job, from list: JobListViewController) {
  let editor = StoryboardScene.Main.jobEditor.instantiate { coder in
    JobEditorViewController(coder: coder, job: job)
  }
  list.show(editor, sender: nil)
  list.present(StoryboardScene.Main.settings.instantiate(), animated: true)
}

// An app test: the scenes come from factories instead of the storyboard file.
@MainActor func editorOpensFromTheHeadlessStoryboard() throws -> Bool {
  let storyboard = HeadlessStoryboard(
    name: StoryboardScene.Main.storyboardName,
    initialScene: { JobListViewController() },
    scenes: [
      "JobEditor": { JobEditorViewController(job: Job(employer: "Acme")) },
      "Settings": { UINavigationController(rootViewController: UIViewController()) },
    ])
  let editor = try StoryboardScene.Main.jobEditor.instantiate(from: storyboard)
  let list = try StoryboardScene.Main.initialScene.instantiate(from: storyboard)
  let settings = try StoryboardScene.Main.settings.resolveController(from: storyboard)
  return editor.job.employer == "Acme" && list.title == nil && (try? settings.get()) != nil
}
