import Testing

@testable import SourceIndex

/// Raw literals hold quotes and brackets that are no code: a lexer that ended them at the
/// first `"` read a real app's `#"[/\\?*:|"<>]"#` as an unbalanced bracket.
@Suite struct RawStringTests {
  static let text = ###"""
    let a = #"[/\\?*:|"<>]"#
    let b = ##"say "#hi"#"## + "x"
    let c = #"""
      ")" "#
      """#
    f(c)
    """###

  @Test func aRawLiteralEndsAtItsQuoteAndHashes() {
    var lexer = SourceLexer(Self.text)
    let tokens = lexer.tokens()
    let strings = tokens.filter { if case .string = $0.kind { true } else { false } }
    #expect(
      strings.map(\.text) == [
        ##"[/\\?*:|"<>]"##, ##"say "#hi"#"##, "x", "\n  \")\" \"#\n  ",
      ])
    // Read as no value: their escapes are not `\`'s.
    #expect(strings.map { $0.kind == .string(interpolated: true) } == [true, true, false, true])
    #expect(tokens.filter { $0.text == ")" }.count == 1)
    #expect(tokens.last?.text == ")")
  }
}
