import Testing

@testable import StoryboardKit

@Suite struct NameIndexTests {
  @Test func anEmptyIndexKnowsNoName() {
    let index = NameIndex()
    #expect(index["BYZ-38-t0r"] == nil)
    #expect(index[""] == nil)
  }

  @Test func theFirstNumberGivenWins() {
    var index = NameIndex(capacity: 2)
    index.insertFirst("BYZ-38-t0r", 3)
    index.insertFirst("BYZ-38-t0r", 7)
    index.insertFirst("", 1)
    #expect(index["BYZ-38-t0r"] == 3)
    #expect(index[""] == 1)
    #expect(index["BYZ-38-t0R"] == nil)
  }

  @Test func growsPastItsCapacityKeepingEveryName() {
    var index = NameIndex()
    let names = (0..<5_000).map { "id-\($0)-\(String(repeating: "x", count: $0 % 40))" }
    for (number, name) in names.enumerated() { index.insertFirst(name, number) }
    for (number, name) in names.enumerated() { #expect(index[name] == number) }
    #expect(index["id-5000-"] == nil)
  }

  /// XML matches ids character for character: a decomposed "é" is another id than the
  /// composed one, though Swift's `==` calls the two strings equal.
  @Test func namesMatchByTheirExactCharacters() {
    var index = NameIndex()
    index.insertFirst("caf\u{E9}", 1)
    #expect(index["caf\u{E9}"] == 1)
    #expect(index["cafe\u{301}"] == nil)
  }
}
