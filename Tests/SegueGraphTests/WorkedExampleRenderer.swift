import StoryboardKit

@testable import SegueGraph

// The graph renderer docs/Architecture.md adds as its worked example, compiled and run by
// WorkedExampleRendererTests: not one of `segue graph`'s formats.
// doc:begin
/// The graph as tab-separated values, one line per segue: where it starts, where it leads,
/// its label — for a spreadsheet or `sort | uniq -c`. Tabs and line breaks in names become
/// spaces, so every line has three fields.
struct TSVRenderer: GraphRenderer {
  func render(_ graph: NavigationGraph) -> String {
    let titles = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.title) })
    return graph.edges.map { edge in
      [titles[edge.sourceID] ?? edge.sourceID, titles[edge.targetID] ?? edge.targetID, edge.label]
        .map(Self.field).joined(separator: "\t") + "\n"
    }.joined()
  }

  private static func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}
// doc:end
