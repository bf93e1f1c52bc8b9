// probe: uikit accepts
// The scenes `segue generate` writes for an iOS Main.storyboard (from `// MARK: - Scenes` to the
// app's classes, word for word as SegueKit.docc/TypedScenes.md gives them), and an app using
// them: typed instantiation, a creator passing a dependency, the initial scene, a framework class.
import Foundation
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
}

@MainActor func navigate(from list: JobListViewController, editing job: Job) {
  let editor: JobEditorViewController = StoryboardScene.Main.jobEditor.instantiate()
  list.show(editor, sender: nil)
  let injected = StoryboardScene.Main.jobEditor.instantiate { coder in
    JobEditorViewController(coder: coder, job: job)
  }
  list.show(injected, sender: nil)
  let settings: UINavigationController = StoryboardScene.Main.settings.instantiate()
  list.present(settings, animated: true)
  if let root = StoryboardScene.Main.initialScene.instantiateIfMatching() {
    root.title = StoryboardScene.Main.storyboardName
  }
  _ = StoryboardScene.Main.initialScene.instantiate { coder in JobListViewController(coder: coder) }
  _ = StoryboardScene.Main.settings.instantiateIfMatching()?.topViewController
}
