import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueGraph

@Suite("Graph renderers: golden files and determinism")
struct GraphRenderingTests {
  static let folders = ["App", "Mac", "Hostile"]

  @Test("DOT matches its golden file", arguments: folders)
  func dot(folder: String) throws {
    Snapshot.assertMatches(
      DOTRenderer().render(try GraphFixtures.graph(folder)), "Graph/\(folder).dot")
  }

  @Test("Mermaid matches its golden file", arguments: folders)
  func mermaid(folder: String) throws {
    Snapshot.assertMatches(
      MermaidRenderer().render(try GraphFixtures.graph(folder)), "Graph/\(folder).mmd")
  }

  static let hasGraphviz = GraphFixtures.graphvizVersion != nil
  /// Whether golden files exist for the installed Graphviz, which decides the drawing.
  static let hasGoldenFiles =
    GraphFixtures.graphvizVersion.map { version in
      GraphFixtures.hasSnapshot("App.graphviz-\(version).svg")
        && GraphFixtures.hasSnapshot("App.graphviz-\(version).html")
    } ?? false

  @Test(
    "SVG comes from Graphviz with the graph's ids",
    .enabled(if: TestEnvironment.runs(needing: hasGraphviz), "Graphviz's dot is not installed"))
  func svg() throws {
    let svg = try SVGRenderer().render(try GraphFixtures.graph("App"))
    #expect(svg.contains("<svg"))
    #expect(svg.contains("id=\"vc_Settings_Set_00_001\""))
    #expect(svg.contains("id=\"e6\" class=\"edge segue show cross\""))
    #expect(svg.contains(">showSettings</text>"))
  }

  @Test(
    "SVG and HTML match the golden files drawn by this Graphviz version",
    .enabled(
      if: TestEnvironment.runs(needing: hasGoldenFiles) || Snapshot.isRecording,
      "no golden files for the installed Graphviz: Scripts/bootstrap installs theirs"))
  func goldenFiles() throws {
    let version = try #require(GraphFixtures.graphvizVersion, "Graphviz's dot is not installed")
    let graph = try GraphFixtures.graph("App")
    Snapshot.assertMatches(try SVGRenderer().render(graph), "Graph/App.graphviz-\(version).svg")
    // The title the command gives for `segue graph App`.
    let title = MapTitle(inputs: ["App"], storyboardCount: 2)
    Snapshot.assertMatches(
      try HTMLRenderer(title: title).render(graph), "Graph/App.graphviz-\(version).html")
  }

  @Test(
    "HTML is one self-contained page",
    .enabled(if: TestEnvironment.runs(needing: hasGraphviz), "Graphviz's dot is not installed"))
  func html() throws {
    let html = try HTMLRenderer().render(try GraphFixtures.graph("App"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("default-src 'none'"))
    #expect(!html.contains("<?xml"))
    // Self-contained: nothing loaded from a file or the network.
    #expect(!html.contains("src=\""))
    #expect(!html.contains("<link"))
    #expect(!html.contains("href=\"http"))
  }

  @Test("Output is byte-identical across runs and input orders", arguments: folders)
  func deterministic(folder: String) throws {
    let documents = try GraphFixtures.documents(folder)
    let forward = NavigationGraph(graph: StoryboardGraph(documents))
    let backward = NavigationGraph(graph: StoryboardGraph(documents.reversed()))
    let shuffled = NavigationGraph(
      graph: StoryboardGraph(documents.shuffled()), diagnostics: [])
    #expect(forward == backward)
    #expect(forward == shuffled)
    #expect(DOTRenderer().render(forward) == DOTRenderer().render(backward))
    #expect(MermaidRenderer().render(forward) == MermaidRenderer().render(shuffled))
    let again = try GraphFixtures.graph(folder)
    #expect(DOTRenderer().render(again) == DOTRenderer().render(forward))
  }

  @Test("Scenes in a different order within a file give the same graph")
  func sceneOrder() throws {
    var document = try GraphFixtures.documents("Mac")[0]
    let before = DOTRenderer().render(NavigationGraph(graph: StoryboardGraph([document])))
    document.scenes.reverse()
    let after = DOTRenderer().render(NavigationGraph(graph: StoryboardGraph([document])))
    #expect(before == after)
  }

  @Test("The legend lists exactly the styles and kinds of node present")
  func legend() throws {
    let dot = DOTRenderer().render(try GraphFixtures.graph("Mac"))
    #expect(dot.contains("label=\"sheet\""))
    #expect(dot.contains("label=\"popover\""))
    #expect(!dot.contains("label=\"unwind\""))
    #expect(!dot.contains("legend_node_missing"))
    #expect(
      !DOTRenderer(includesLegend: false).render(try GraphFixtures.graph("Mac")).contains("legend"))
  }
}
