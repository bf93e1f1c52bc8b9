import AppInputs
import ProjectModel
import SegueCommandLine
import SegueGenerator

extension InputTarget {
  /// Where `StoryboardScene` finds the storyboards: an app's (or extension's) main bundle, a
  /// framework's own bundle; nil for another kind, or without a project (the generator's
  /// default).
  package var bundle: SceneBundle? {
    switch kind {
    case .app, .appExtension: .main
    case .framework: .ofFramework
    case .other, .none: nil
    }
  }
}
