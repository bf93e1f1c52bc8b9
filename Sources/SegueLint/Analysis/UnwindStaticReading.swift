import SourceIndex
import StoryboardKit

/// How `unwind-without-destination` judges an unwind segue that no explored path reaches:
/// from the storyboards' segues and the sources' classes alone (``UnwindScope``,
/// ``UnwindImplementers``). It finds nobody only when it can tell: otherwise it finds nothing.
struct UnwindStaticReading: Sendable {
  private let graph: StoryboardGraph
  private let entries: StaticEntryPoints
  private let implementers: UnwindImplementers

  init(_ context: LintContext, sources: SourceIndex) {
    graph = context.graph
    entries = StaticEntryPoints(
      graph: context.graph, launches: Set(context.launches), sources: sources)
    implementers = UnwindImplementers(graph: context.graph, sources: sources)
  }

  /// Whether no controller an unwind from `source` may search implements `action`: the source
  /// is reached only from the launch storyboards, the class of every controller in its scope
  /// is one the sources show up to UIKit, none of them implements the action, and no class
  /// that code may create outside the storyboards' scenes does either.
  func findsNobody(from source: NodeID, action: String) -> Bool {
    let scope = UnwindScope(source: source, graph: graph, entries: entries)
    guard scope.origin == .launch, !implementers.isImplementedOutsideScenes(action) else {
      return false
    }
    return scope.searched.allSatisfy { implementers.answer(for: $0, action: action) == .doesNot }
  }
}
