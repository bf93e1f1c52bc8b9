import Testing

@testable import SourceIndex

@Suite struct SwiftIdentifierTests {
  @Test(arguments: ["JobListViewController", "_private", "Ünïcode", "日本", "a1", "default"])
  func acceptsIdentifiers(_ name: String) {
    #expect(SwiftIdentifier.isValid(name))
  }

  @Test(arguments: [
    "", "1abc", "Bad-Class", "a b", "a.b", "a\nb", "a\u{202E}b", "zero\u{200B}", "_", "self",
    "Self",
    "init", "a\"b",
  ])
  func refusesWhatIsNotAnIdentifier(_ name: String) {
    #expect(!SwiftIdentifier.isValid(name))
  }

  @Test func escapesKeywordsWithBackticks() {
    #expect(SwiftIdentifier.escaped("default") == "`default`")
    #expect(SwiftIdentifier.escaped("open") == "open")
    #expect(SwiftIdentifier.escaped("showDetail") == "showDetail")
  }
}
