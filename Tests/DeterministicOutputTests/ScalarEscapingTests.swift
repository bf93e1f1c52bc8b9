import DeterministicOutput
import Testing

@Suite struct ScalarEscapingTests {
  private static func angles(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "<": "&lt;"
    case ">": "&gt;"
    default: nil
    }
  }

  @Test(arguments: [
    ("", ""),
    ("plain é 日本 🚀", "plain é 日本 🚀"),
    ("<a>", "&lt;a&gt;"),
    ("a<", "a&lt;"),
    ("e\u{301}<\u{301}", "e\u{301}&lt;\u{301}"),
  ])
  func replacesOnlyTheScalarsTheTableNames(_ text: String, _ expected: String) {
    let escaped = ScalarEscaping.escaped(text, Self.angles)
    #expect(Array(escaped.unicodeScalars) == Array(expected.unicodeScalars))
  }

  @Test func appendsAfterWhatTheOutputHolds() {
    var output = "x="
    ScalarEscaping.append("1<2", to: &output, Self.angles)
    ScalarEscaping.append(";", to: &output, Self.angles)
    #expect(output == "x=1&lt;2;")
  }

  @Test(
    arguments: [
      ("\u{0}", true), ("\u{1F}", true), ("\u{7F}", true), ("\u{9F}", true), ("\u{2028}", true),
      ("\u{2029}", true), (" ", false), ("\u{A0}", false), ("\u{200B}", false),
    ] as [(Unicode.Scalar, Bool)])
  func controlsAndSeparatorsAreTold(_ scalar: Unicode.Scalar, _ expected: Bool) {
    #expect(ScalarEscaping.isControlOrSeparator(scalar) == expected)
  }
}
