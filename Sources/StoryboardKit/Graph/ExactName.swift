/// A name that matches only the same characters, as XML compares ids and UIKit compares
/// storyboard identifiers. String's `==` would also match another spelling of the same text
/// (a precomposed `é` and `e` followed by a combining accent).
struct ExactName: Sendable, Hashable {
  private let utf8: [UInt8]

  init(_ name: String) {
    utf8 = Array(name.utf8)
  }
}
