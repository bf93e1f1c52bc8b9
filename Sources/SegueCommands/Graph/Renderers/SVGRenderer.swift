/// SVG, laid out by Graphviz's `dot` from the DOT drawing (legend included).
public struct SVGRenderer: GraphRenderer {
  let graphviz: Graphviz

  public init() {
    graphviz = Graphviz()
  }

  init(graphviz: Graphviz) {
    self.graphviz = graphviz
  }

  public func render(_ graph: NavigationGraph) throws(GraphRenderError) -> String {
    try graphviz.svg(from: DOTRenderer().render(graph))
  }
}
