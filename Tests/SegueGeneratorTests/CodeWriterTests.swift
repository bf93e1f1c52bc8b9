import Testing

@testable import SegueGenerator

@Suite struct CodeWriterTests {
  @Test func blocksIndentTheirBodyAndEmptyLinesHaveNoSpaces() {
    var writer = CodeWriter(startingWith: "// header\n")
    writer.block("enum E") { writer in
      writer.write("case a")
      writer.blankLine()
      writer.block("var b: Int") { $0.write("1") }
    }
    #expect(
      writer.text == """
        // header
        enum E {
          case a

          var b: Int {
            1
          }
        }

        """)
  }

  @Test func severalLinesKeepTheirOwnIndentationOnTopOfTheBlocks() {
    var writer = CodeWriter()
    writer.block("switch x") { writer in
      writer.write(
        """
        case .a:

          return 1
        """)
    }
    #expect(writer.text == "switch x {\n  case .a:\n\n    return 1\n}\n")
  }

  @Test func interpolationQuotesLiteralsAndMakesCommentsSafe() {
    let identifier = "a\"\nb"
    #expect("\(literal: identifier)" == #""a\"\nb""#)
    #expect("// \(comment: identifier)" == #"// a\"\nb"#)
  }
}
