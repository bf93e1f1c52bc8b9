import Testing

@testable import SegueGenerator

@Suite struct SwiftStringLiteralTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    (#"say "hi""#, #""say \"hi\"""#),
    (#"back\slash"#, #""back\\slash""#),
    (#"\(fatalError())"#, #""\\(fatalError())""#),
    ("line\nbreak\r\t", #""line\nbreak\r\t""#),
    ("nul\u{0}bell\u{7}", #""nul\0bell\u{7}""#),
    ("evil\u{202E}txt", #""evil\u{202E}txt""#),
    ("zero\u{200B}width", #""zero\u{200B}width""#),
    ("e\u{301}", #""e\u{301}""#),
    ("héllo 日本語 🚀", #""héllo 日本語 🚀""#),
    ("\u{2028}", #""\u{2028}""#),
    ("#\"raw\"#", ##""#\"raw\"#""##),
  ])
  func quotesEveryCharacterSafely(_ value: String, _ expected: String) {
    #expect(SwiftStringLiteral.quoted(value) == expected)
  }

  @Test func commentTextCannotEndTheLine() {
    let safe = SwiftStringLiteral.commentSafe("a\nimport Evil\r\u{2029}b")
    #expect(!safe.contains("\n") && !safe.contains("\r") && !safe.contains("\u{2029}"))
    #expect(safe == #"a\nimport Evil\r\u{2029}b"#)
  }
}
