import SourceIndex
import Testing

@testable import SegueGenerator

@Suite struct CaseNameSanitizerTests {
  @Test(arguments: [
    ("ShowJobEditor", "showJobEditor"),
    ("show job-editor", "showJobEditor"),
    ("SHOW_DETAIL", "showDETAIL"),
    ("URLRequest", "urlRequest"),
    ("OK", "ok"),
    ("2FA", "_2FA"),
    ("default", "default"),
    ("self", "self_"),
    ("allCases", "allCases_"),
    ("rawValue", "rawValue_"),
    ("init", "init_"),
    ("unwindAction", "unwindAction_"),
    ("héllo wörld", "hélloWörld"),
    ("日本語", "日本語"),
    ("🚀 launch", "launch"),
    ("!!!", "segue"),
    ("", "segue"),
    ("evil\u{202E}txt", "evilTxt"),
  ])
  func makesReadableNames(_ identifier: String, _ expected: String) {
    #expect(CaseNameSanitizer.caseName(for: identifier) == expected)
  }

  /// The names by identifier.
  private func caseNames(for identifiers: [String]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: CaseNameSanitizer.caseNames(for: identifiers).map {
        ($0.identifier, $0.caseName)
      })
  }

  @Test func collisionsGetSuffixesAndExactNamesKeepTheirs() {
    let names = caseNames(for: ["show-detail", "ShowDetail", "showDetail"])
    #expect(names["showDetail"] == "showDetail")
    #expect(names["ShowDetail"] == "showDetail_2")
    #expect(names["show-detail"] == "showDetail_3")
  }

  @Test func underscoresSeparateWordsAndNamesStayDistinct() {
    let names = caseNames(for: ["a b", "A-B", "aB_2"])
    #expect(Set(names.values).count == 3)
    #expect(names["aB_2"] == "aB2")
  }

  @Test func namesDoNotDependOnOrder() {
    let identifiers = ["x y", "X-Y", "xY", "X_Y", "x.y"]
    let forward = CaseNameSanitizer.caseNames(for: identifiers)
    let backward = CaseNameSanitizer.caseNames(for: identifiers.reversed())
    #expect(forward.map(\.identifier) == backward.map(\.identifier))
    #expect(forward.map(\.caseName) == backward.map(\.caseName))
    #expect(Set(forward.map(\.caseName)).count == identifiers.count)
    // Listed in the identifiers' byte order: "X-Y" < "X_Y" < "x y" < "x.y" < "xY".
    #expect(forward.map(\.identifier) == ["X-Y", "X_Y", "x y", "x.y", "xY"])
  }

  @Test func everyNameIsAValidIdentifier() {
    let hostile = ["\\(x)", "\"", "1", "٣", "_", "a\u{301}", "\u{301}a", "Type", "Protocol", " "]
    for name in caseNames(for: hostile).values {
      #expect(SwiftIdentifier.isValid(name), "\(name)")
    }
  }
}
