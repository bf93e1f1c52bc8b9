import Foundation

/// PNG or PDF, laid out by Graphviz's `dot` from the DOT drawing (legend included), as the SVG
/// renderer lays out SVG; bytes rather than text, so not a ``GraphRenderer``.
package struct ImageRenderer: Sendable {
  /// The image formats, named as Graphviz's `-T` option names them.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    case png
    case pdf
  }

  let kind: Kind
  let graphviz: Graphviz

  package init(_ kind: Kind) {
    self.init(kind, graphviz: Graphviz())
  }

  init(_ kind: Kind, graphviz: Graphviz) {
    self.kind = kind
    self.graphviz = graphviz
  }

  /// The image's bytes, the same on every run for the same graph.
  package func render(_ graph: NavigationGraph) throws(GraphRenderError) -> Data {
    let data = try graphviz.draw(DOTRenderer().render(graph), as: kind.rawValue)
    return kind == .pdf ? Self.withFixedCreationDate(data) : data
  }

  /// The PDF with its `/CreationDate` (the time `dot` ran; Graphviz's Cairo ignores
  /// SOURCE_DATE_EPOCH) set to the epoch. The new date has as many bytes as the old one, so
  /// the offsets of the cross-reference table still hold.
  static func withFixedCreationDate(_ pdf: Data) -> Data {
    let key = Data("/CreationDate (D:".utf8)
    guard let range = pdf.range(of: key) else { return pdf }
    var fixed = pdf
    let epoch = Data("19700101000000".utf8)
    let start = range.upperBound
    guard start + epoch.count <= fixed.endIndex,
      fixed[start..<start + epoch.count].allSatisfy({ (0x30...0x39).contains($0) })
    else { return pdf }
    fixed.replaceSubrange(start..<start + epoch.count, with: epoch)
    return fixed
  }
}
