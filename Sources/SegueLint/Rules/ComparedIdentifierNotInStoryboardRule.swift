import SourceIndex
import StoryboardKit

/// A literal compared with a segue's identifier that none of the segues that can reach the
/// comparison has.
struct ComparedIdentifierNotInStoryboardRule: LintRule {
  let identifier = "compared-identifier-not-in-storyboard"
  let name = "Compared identifier not in the storyboards"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    Code that compares a segue's identifier with a literal (`segue.identifier == "x"`, \
    `case "x":` in a `switch` over it, or over a name bound to it, Objective-C's \
    `[segue.identifier isEqualToString:@"x"]`) to decide what to pass to the destination \
    never runs that branch when no segue has the identifier: after a segue is renamed in \
    Interface Builder, the destination is shown without its data, and nothing says why. In a \
    class that scenes of the linted storyboards use (or a subclass of it does), the literal is \
    compared with the identifiers of the segues those scenes start, and of every unwind \
    segue (an unwind action sees segues from other scenes); elsewhere, with every segue's, \
    and so in every class when the code hands segues to another object's \
    `prepare(for:sender:)`, since which classes receive them is not known. \
    \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    let graph = context.graph
    var all: Set<String> = []
    var unwinds: Set<String> = []
    var byClass: [String: Set<String>] = [:]
    for edge in graph.edges {
      guard let identifier = graph[edge].usableIdentifier else { continue }
      all.insert(identifier)
      if graph[edge].kind == .unwind { unwinds.insert(identifier) }
      guard let owner = context.sourceClass(of: edge) else { continue }
      // A class's code sees the segues of its own scenes and of its subclasses' scenes.
      for ancestor in sources.hierarchy.chain(from: owner) {
        byClass[ancestor, default: []].insert(identifier)
      }
    }
    // A forwarded `prepare(for:sender:)` reaches a class from scenes that are not its own.
    let forwarded = !sources.preparationForwarders.isEmpty
    return sources.comparedIdentifiers.compactMap { use in
      guard context.isCompiledForStoryboards(use) else { return nil }
      if !forwarded, let owner = use.enclosingClass, let known = byClass[owner] {
        guard !known.contains(use.value), !unwinds.contains(use.value) else { return nil }
        return finding(
          "No segue that the scenes of \(owner) start has the identifier \(use.quoted); the "
            + "comparison is never true.", path: use.path, at: use.location)
      }
      guard !all.contains(use.value) else { return nil }
      return finding(
        "No segue in the linted storyboards has the identifier \(use.quoted); the comparison "
          + "is never true.", path: use.path, at: use.location)
    }
  }
}
