import SegueCommands
import StoryboardKit

/// The "graph" group: `segue graph` end to end without Graphviz — parse every file, build one
/// navigation graph of them all, write DOT or Mermaid. Files that do not parse are left out,
/// as the command would refuse them.
enum GraphRows {
  static var all: [BenchmarkRow] { [dot, mermaid] }

  static let dot = BenchmarkRow(group: "graph", name: "segue graph (parse + DOT)") { paths in
    Sink.keep(DOTRenderer().render(graph(paths)).utf8.count)
  }

  static let mermaid = BenchmarkRow(group: "graph", name: "segue graph (parse + Mermaid)") {
    paths in
    Sink.keep(MermaidRenderer().render(graph(paths)).utf8.count)
  }

  private static func graph(_ paths: [String]) -> NavigationGraph {
    NavigationGraph(catalog: StoryboardCatalog(StoryboardSet.load(paths).documents))
  }
}
