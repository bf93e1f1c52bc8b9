import AppInputs
import SegueCommandLine
import SegueLint
import SourceIndex
import StoryboardKit

extension GraphCommand {
  /// The lint findings that mark the graph: each target's storyboards linted with its own
  /// sources and launch storyboards, as `segue lint` does; the sources' error when they
  /// cannot be read. The storyboards are those `parsed` already holds (parsed once for the
  /// drawing and the findings).
  static func findings(
    _ resolution: InputResolution, parsed: StoryboardSet, configuration: LintConfiguration,
    console: Console
  ) throws(CommandFailure) -> [Diagnostic] {
    var findings = Set<Diagnostic>()
    let linter = Linter(configuration: configuration)
    let documents = Dictionary(
      parsed.documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for target in resolution.targets {
      // In the target's order, as `segue lint` reads them; a file the drawing did not read is
      // parsed here.
      let others = StoryboardSet.load(target.storyboards.filter { documents[$0] == nil })
      let added = Dictionary(
        others.documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
      let set = StoryboardSet(
        documents: target.storyboards.compactMap { documents[$0] ?? added[$0] },
        errors: others.errors)
      let index = try target.loadSources(console: console)
      let usable = SourcesState(index) == .read ? index : nil
      findings.formUnion(linter.lint(set, sources: usable, launchStoryboards: target.launchNames))
    }
    return findings.sorted()
  }
}
