import SegueGraph
import StoryboardKit

/// `segue graph` without Graphviz: one navigation graph of every file, written as DOT or
/// Mermaid. Files that do not parse are left out, as the command would refuse them.
enum GraphRows {
  static var all: [BenchmarkRow] { [dot, mermaid] }

  static let dot = BenchmarkRow(group: "cost", name: "parse + graph, DOT") { paths in
    Sink.keep(DOTRenderer().render(graph(paths)).utf8.count)
  }

  static let mermaid = BenchmarkRow(group: "cost", name: "parse + graph, Mermaid") { paths in
    Sink.keep(MermaidRenderer().render(graph(paths)).utf8.count)
  }

  private static func graph(_ paths: [String]) -> NavigationGraph {
    NavigationGraph(graph: StoryboardGraph(CostRows.parse(paths).documents))
  }
}
