import Testing

@testable import SourceIndex

/// A text run through the preprocessor's conditionals: the lines kept, in place.
@Suite struct PreprocessedTextTests {
  private let text = """
    a
    #ifdef ONE
    b
    #elif VALUE == 2
    c
    #else
    d
    #endif
    e
    """

  @Test func definedMacrosChooseOneBranchAndLinesKeepTheirPlace() {
    #expect(PreprocessedText(text, definitions: [:]).text == "a\n\n\n\n\n\nd\n\ne")
    #expect(PreprocessedText(text, definitions: ["ONE": "1"]).text == "a\n\nb\n\n\n\n\n\ne")
    #expect(PreprocessedText(text, definitions: ["VALUE": "2"]).text == "a\n\n\n\nc\n\n\n\ne")
  }

  @Test func unknownMacrosKeepEveryBranchThatMayBeTaken() {
    let read = PreprocessedText(text, definitions: [:], complete: false)
    #expect(read.text == "a\n\nb\n\nc\n\nd\n\ne")
    #expect(read.problems == [])
  }

  @Test func quotesOnADirectiveLineDoNotSwallowTheLinesAfter() {
    let read = PreprocessedText("#if 0 // it's off\nx\n#endif\ny", definitions: [:])
    #expect(read.text == "\n\n\ny")
  }

  /// Found by the project fuzzer: a CRLF is one `Character`, and lines split by it did not
  /// match the lexer's, which crashed.
  @Test func crlfLineEndsKeepTheirLines() {
    let read = PreprocessedText("a\r\n#ifdef ONE\r\nb\r\n#endif\r\nc", definitions: [:])
    #expect(read.text == "a\r\n\n\n\nc")
    #expect(read.problems == [])
  }

  @Test func unbalancedConditionalsAreProblemsAtTheirLines() {
    let read = PreprocessedText("#endif\na\n#if X\nb", definitions: [:])
    #expect(read.problems.map(\.line) == [1, 3])
    #expect(read.problems.first?.message == "'#endif' closes no '#if'; the line is left out.")
    #expect(read.text == "\na\n\n")
  }
}
