import AppInputs
import SegueCommandLine
import SegueLint
import StoryboardKit

extension GraphCommand {
  /// The storyboards the drawing shows: every target's, each file once, in `storyboards`'
  /// order (the resolution's: sorted), and the files that did not parse.
  static func drawn(_ apps: [AppInput], storyboards: [String]) -> StoryboardSet {
    guard apps.count > 1 else {
      return apps.first?.storyboards ?? StoryboardSet(documents: [], errors: [])
    }
    var documents: [String: StoryboardDocument] = [:]
    var errors: [String: StoryboardError] = [:]
    for app in apps {
      for document in app.storyboards.documents where documents[document.path] == nil {
        documents[document.path] = document
      }
      for error in app.storyboards.errors where errors[error.path] == nil {
        errors[error.path] = error
      }
    }
    return StoryboardSet(
      documents: storyboards.compactMap { documents[$0] },
      errors: storyboards.compactMap { errors[$0] })
  }

  /// The lint findings that mark the graph: each target's storyboards linted with its own
  /// sources and launch storyboards, as `segue lint` does, its sources' warnings emitted.
  static func findings(
    _ apps: [AppInput], configuration: LintConfiguration, console: Console
  ) -> [Diagnostic] {
    var findings = Set<Diagnostic>()
    let linter = Linter(configuration: configuration)
    for app in apps {
      console.diagnostics.emit(app.sourceWarnings)
      findings.formUnion(linter.lint(app))
    }
    return findings.sorted()
  }
}
