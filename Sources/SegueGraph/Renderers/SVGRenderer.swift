/// SVG, laid out by Graphviz's `dot` from the DOT drawing (legend included).
package struct SVGRenderer: GraphRenderer {
  let graphviz: Graphviz

  package init() {
    graphviz = Graphviz()
  }

  init(graphviz: Graphviz) {
    self.graphviz = graphviz
  }

  package func render(_ graph: NavigationGraph) throws(GraphRenderError) -> String {
    try graphviz.svg(from: DOTRenderer().render(graph))
  }
}
