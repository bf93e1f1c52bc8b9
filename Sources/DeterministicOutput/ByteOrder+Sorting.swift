extension ByteOrder {
  /// `elements` ordered by the byte order of their `key`, equal keys in the order they came
  /// (as the standard library's stable sort leaves them). The sort is one function for every
  /// caller, over the keys' indices, so that a caller's element type and key compile no copy
  /// of the standard library's sort of their own (each was about 1,700 LLVM instructions).
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
