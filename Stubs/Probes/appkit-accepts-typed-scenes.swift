// probe: appkit accepts
// The scenes `segue generate` writes for a macOS Main.storyboard (word for word as
// SegueKit.docc/TypedScenes.md gives them), and an app using them: the creators of window
// controllers (AppKit's `instantiateInitialController(creator:)` and
// `instantiateController(identifier:creator:)`) and of a view controller.
import AppKit
import Foundation
import SegueKit

// MARK: - Scenes

/// The scenes of the storyboards, typed as their controllers: each storyboard's initial scene
/// and its scenes with a storyboard identifier.
enum StoryboardScene {
  /// The scenes of Main.storyboard.
  enum Main: StoryboardName {
    /// The storyboard's name, as `NSStoryboard(name:bundle:)` takes it.
    static var storyboardName: Swift.String { "Main" }
    /// The bundle the storyboard is compiled into.
    static var bundle: Foundation.Bundle { BundleToken.bundle }

    /// The initial scene: `MainWindowController`.
    static var initialScene: InitialSceneType<Main, MainWindowController> { .init() }
    /// Storyboard identifier `JobEditor`: `JobEditorViewController`.
    static var jobEditor: SceneType<Main, JobEditorViewController> { "JobEditor" }
    /// Storyboard identifier `Settings`: `NSWindowController`.
    static var settings: SceneType<Main, AppKit.NSWindowController> { "Settings" }
  }

  /// Finds the bundle the storyboards are compiled into: the package's resource bundle in a
  /// Swift package, the bundle of this module's classes otherwise.
  private final class BundleToken {
    static var bundle: Bundle {
      #if SWIFT_PACKAGE
        Bundle.module
      #else
        Bundle(for: BundleToken.self)
      #endif
    }
  }
}

// The app's classes and code.
struct Job: Sendable { var employer: String }

final class MainWindowController: NSWindowController {
  var documentName = ""

  init?(coder: NSCoder, documentName: String) {
    self.documentName = documentName
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class JobEditorViewController: NSViewController {
  var job = Job(employer: "")

  init?(coder: NSCoder, job: Job) {
    self.job = job
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor func open(_ job: Job) {
  let main = StoryboardScene.Main.initialScene.instantiate { coder in
    MainWindowController(coder: coder, documentName: job.employer)
  }
  main.contentViewController = StoryboardScene.Main.jobEditor.instantiate { coder in
    JobEditorViewController(coder: coder, job: job)
  }
  let settings: NSWindowController = StoryboardScene.Main.settings.instantiate()
  settings.window?.contentViewController = StoryboardScene.Main.jobEditor.instantiateIfMatching()
  _ = StoryboardScene.Main.settings.instantiate { coder in NSWindowController(coder: coder) }
  _ = StoryboardScene.Main.initialScene.instantiateIfMatching()?.documentName
}
