import SegueDiagnostics
import Testing

@Suite struct NameSuggestionTests {
  static let commands = ["dump", "generate", "lint", "graph", "simulate", "explore"]

  @Test(arguments: [
    ("genrate", "generate"), ("lnit", "lint"), ("GRAPH", "graph"), ("simulat", "simulate"),
    ("gen", "generate"), ("explroe", "explore"),
  ])
  func suggestsTheClosestName(_ typed: String, _ expected: String) {
    #expect(NameSuggestion.closest(to: typed, among: Self.commands) == expected)
  }

  @Test(arguments: ["frob", "x", "yaml", "", "lintall"])
  func suggestsNothingForAWordFarFromEveryName(_ typed: String) {
    #expect(NameSuggestion.closest(to: typed, among: Self.commands) == nil)
  }

  @Test func tiesGoToTheEarlierName() {
    #expect(NameSuggestion.closest(to: "bat", among: ["cat", "hat"]) == "cat")
    #expect(NameSuggestion.closest(to: "bat", among: ["hat", "cat"]) == "hat")
  }

  @Test func anAbbreviationOfSeveralNamesSuggestsNone() {
    #expect(NameSuggestion.closest(to: "ex", among: ["explore", "export"]) == nil)
  }

  @Test func countsASwapAsOneEdit() {
    #expect(NameSuggestion.editDistance(Array("ab"), Array("ba")) == 1)
    #expect(NameSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(NameSuggestion.editDistance([], Array("abc")) == 3)
  }
}
