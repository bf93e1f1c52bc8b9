import SourceIndex
import StoryboardKit
import StoryboardSimulator

/// An unwind segue that finds no controller to unwind to on any path the simulator explores.
struct UnwindWithoutDestinationRule: LintRule {
  let identifier = "unwind-without-destination"
  let name = "Unwind without destination"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    An unwind segue ends at the first controller that implements its action, searched from \
    the source up through parents and then presenters (and, at each, the other children: a \
    navigation controller's from the top). When none implements it, UIKit drops the segue: \
    the button does nothing. The rule takes its facts from the storyboard simulator: it \
    launches the launch storyboard (an Info.plist's, else `Main`) and opens the scenes the \
    code opens, on a phone and on a pad, tries \
    every unwind segue on every explored path, with the unwind actions each class (or a \
    superclass) declares in the sources, and warns when the search found nobody on every path \
    that reached the segue; the finding names one such path. An action no source declares at \
    all is left to `unwind-action-not-found`; a segue no explored path reaches is not judged. \
    \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources, let paths = context.paths else { return [] }
    return context.graph.edges.compactMap { edge in
      let segue = context.graph[edge]
      guard segue.kind == .unwind, context.isUIKit(edge),
        let action = segue.details.unwindAction, sources.declaresMethod(action),
        let facts = paths.segues[edge], facts.tally.tries > 0,
        facts.tally.unwindFailures == facts.tally.tries, let failure = facts.unwindFailure
      else { return nil }
      let source = context.graph.source(of: edge).map { context.name(of: context.graph[$0]) }
      let base = action.split(separator: ":").first.map(String.init) ?? action
      return finding(
        "No controller the unwind from \(source ?? "its scene") searches implements "
          + "'\(action)' on any path the simulator explores (on the path "
          + "\(([failure.start] + failure.steps).joined(separator: " → "))), so the segue "
          + "does nothing; declare @IBAction func \(base)(_ segue: UIStoryboardSegue) in a "
          + "controller the user comes from.",
        path: context.path(of: edge), at: segue.location)
    }
  }
}
