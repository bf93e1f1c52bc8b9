import AppInputs
import SegueCommandLine
import SegueLint
import SegueLintCommand
import StoryboardKit

extension GraphCommand {
  /// The lint findings that mark the graph: each target's storyboards linted with its own
  /// sources and launch storyboards, as `segue lint` does, its sources' warnings emitted.
  static func findings(
    _ apps: [AppInput], configuration: LintConfiguration, console: Console
  ) -> [Diagnostic] {
    for app in apps { console.diagnostics.emit(app.sourceWarnings) }
    return Linter(configuration: configuration).lint(apps)
  }
}
