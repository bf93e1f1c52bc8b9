import StoryboardKit
import Testing

@Suite struct StoryboardErrorTests {
  @Test func aParseErrorIsALocatedErrorWithAnErrorID() {
    let at = TextLocation(line: 12, column: 5)
    let error = StoryboardError(path: "Bad.storyboard", location: at, message: "Found '<'.")
    let diagnostic = error.diagnostic
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.errorID == "storyboard-unreadable")
    #expect(error.description == "Bad.storyboard:12:5: error: Found '<'.")
  }
}
