/// One drawing format of the navigation graph: a tiny conformer per format, one per file.
public protocol GraphRenderer: Sendable {
  /// The text of the drawing.
  func render(_ graph: NavigationGraph) throws(GraphRenderError) -> String
}

/// A drawing that could not be made, as a full sentence (Graphviz missing or failing).
public struct GraphRenderError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
