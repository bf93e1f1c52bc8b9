import SegueLint
import SourceIndex
import StoryboardKit

extension GraphCommand {
  /// The lint findings that mark the graph: each target's storyboards linted with its own
  /// sources and launch storyboards, as `segue lint` does; the sources' error when they
  /// cannot be read.
  static func findings(_ resolution: InputResolution, configuration: LintConfiguration)
    throws(CommandFailure) -> [Diagnostic]
  {
    var findings = Set<Diagnostic>()
    let linter = Linter(configuration: configuration)
    for target in resolution.targets {
      do {
        let index = try target.loadSources()
        let usable = SourcesState(index) == .read ? index : nil
        findings.formUnion(
          linter.lint(
            StoryboardSet.load(target.storyboards), sources: usable,
            launchStoryboards: target.launchNames))
      } catch {
        throw CommandFailure(error)
      }
    }
    return findings.sorted()
  }
}
