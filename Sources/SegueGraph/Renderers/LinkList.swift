/// Mermaid styles links by their index in the order they are written; this keeps the count and
/// groups links of the same style into one `linkStyle` line.
struct LinkList {
  private var styles: [String] = []

  /// Records the next link's style.
  mutating func add(_ style: String) {
    styles.append(style)
  }

  /// `linkStyle 0,3 stroke:…` lines, in the order each style first appears.
  var declarations: [String] {
    var order: [String] = []
    var indices: [String: [Int]] = [:]
    for (index, style) in styles.enumerated() {
      if indices[style] == nil { order.append(style) }
      indices[style, default: []].append(index)
    }
    return order.map { style in
      "linkStyle \((indices[style] ?? []).map(String.init).joined(separator: ",")) \(style)"
    }
  }
}
