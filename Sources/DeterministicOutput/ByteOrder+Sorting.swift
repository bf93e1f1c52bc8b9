// The sorts in byte order, compiled once here for every caller: the standard library's sort,
// specialized at each call site for its collection and comparator, was about 1,700 LLVM
// instructions a site, and in the optimizer a good part of the libraries' release build.
extension ByteOrder {
  /// `strings` in byte order.
  @inline(never)
  package static func sorted(_ strings: [String]) -> [String] {
    strings.sorted(by: precedes)
  }

  /// `elements` ordered by the byte order of their `key`, equal keys in the order they came
  /// (as the standard library's stable sort leaves them).
  package static func sorted<Elements: Sequence>(
    _ elements: Elements, by key: (Elements.Element) -> String
  ) -> [Elements.Element] {
    let elements = Array(elements)
    return order(of: elements.map(key)).map { elements[$0] }
  }

  /// The indices of `keys` in the byte order of the keys, equal keys in index order.
  @inline(never)
  package static func order(of keys: [String]) -> [Int] {
    keys.indices.sorted { precedes(keys[$0], keys[$1]) }
  }
}

extension Sequence<String> {
  /// The strings in byte order (``ByteOrder``), as `sorted(by: ByteOrder.precedes)` gives them.
  package func sortedByBytes() -> [String] {
    ByteOrder.sorted(Array(self))
  }
}
