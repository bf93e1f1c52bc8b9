/// A name that matches only the same characters, as XML compares ids and UIKit compares
/// storyboard identifiers. String's `==` would also match another spelling of the same text
/// (a precomposed `é` and `e` followed by a combining accent).
struct ExactName: Sendable, Hashable {
  let name: String

  init(_ name: String) {
    self.name = name
  }

  static func == (lhs: ExactName, rhs: ExactName) -> Bool {
    lhs.name.utf8.elementsEqual(rhs.name.utf8)
  }

  /// String's hash, which names with the same characters share.
  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
