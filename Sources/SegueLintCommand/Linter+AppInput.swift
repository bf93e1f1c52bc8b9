import AppInputs
import SegueCommandLine
import SegueLint
import StoryboardKit

extension Linter {
  /// The findings over `app`: its storyboards with the graph loading built, compared with its
  /// sources when they declare classes, the launch rule preferring its Info.plist's names.
  package func lint(_ app: AppInput) -> [Diagnostic] {
    lint(
      app.storyboards, graph: app.graph, sources: app.classDeclaringSources,
      launchStoryboards: app.launchStoryboards)
  }

  /// The fixes `segue lint --fix` makes over `app`, found as ``lint(_:)`` finds its findings.
  func fixes(_ app: AppInput) -> [AttributeFix] {
    fixes(
      app.storyboards, graph: app.graph, sources: app.classDeclaringSources,
      launchStoryboards: app.launchStoryboards)
  }
}
