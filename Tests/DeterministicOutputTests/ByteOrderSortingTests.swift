import DeterministicOutput
import Testing

/// `ByteOrder`'s sorts, compiled once for every caller: the keys' byte order, not `<`'s
/// Unicode order, and equal keys left in the order they came.
@Suite struct ByteOrderSortingTests {
  @Test func ordersByTheKeysBytes() {
    // "é" precomposed (C3 A9) sorts after "e\u{301}" (65 CC 81) by bytes; `<` calls them equal.
    let names = ["b", "\u{E9}", "a", "e\u{301}", "B"]
    let sorted = ByteOrder.sorted(names.enumerated()) { $0.element }.map(\.offset)
    #expect(sorted == [4, 2, 0, 3, 1])
  }

  @Test func keepsTheOrderOfEqualKeys() {
    let pairs = [("b", 1), ("a", 2), ("b", 3), ("a", 4), ("b", 5)]
    let sorted = ByteOrder.sorted(pairs) { $0.0 }
    #expect(sorted.map(\.1) == [2, 4, 1, 3, 5])
  }

  @Test func isTheStandardStableSortByThePrecedesOrder() {
    let words = (0..<200).map { "w\(($0 * 7919) % 97)" }
    #expect(ByteOrder.sorted(words) { $0 } == words.sorted(by: ByteOrder.precedes))
    #expect(Set(words).sortedByBytes() == Set(words).sorted(by: ByteOrder.precedes))
    #expect(ByteOrder.order(of: []) == [])
  }
}
