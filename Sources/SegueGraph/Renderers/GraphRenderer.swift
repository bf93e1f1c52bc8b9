import StoryboardKit

/// One drawing format of the navigation graph: a tiny conformer per format, one per file.
package protocol GraphRenderer: Sendable {
  /// The text of the drawing.
  func render(_ graph: NavigationGraph) throws(GraphRenderError) -> String
}

/// A drawing that could not be made, as a full sentence (Graphviz missing or failing).
package struct GraphRenderError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  package var message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }

  package var diagnostic: Diagnostic {
    Diagnostic(severity: .error, message: message, errorID: "graph-render-failed")
  }
}
