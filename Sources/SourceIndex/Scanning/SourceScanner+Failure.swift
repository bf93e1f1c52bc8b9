extension SourceScanner {
  /// The words that show the code opts into UIKit's state restoration, in a declaration of
  /// `application(_:shouldRestoreApplicationState:)` or `application:shouldRestoreApplicationState:`
  /// (or the secure twins).
  static let restorationOptIns = WordSet([
    "shouldRestoreApplicationState", "shouldRestoreSecureApplicationState",
  ])

  /// What becomes of an exception raised where the scan is: the innermost block's that says.
  var currentFailure: LiteralUse.Failure {
    scopes.last { $0.failure != .raises }?.failure ?? .raises
  }

  /// What becomes of an exception raised in the block the `{` at `position` opens, itself:
  /// the body of an Objective-C `@try` whose `@catch` takes `NSException`, `id` or anything;
  /// the body of a restoration class's method, which runs only while state is restored;
  /// inherited from the blocks around it otherwise (``SourceScope/failure`` of each).
  func failure(ofBlockAt position: Int) -> LiteralUse.Failure {
    if language == .objectiveC, text(at: position - 1) == "@try" {
      let close = closing(from: position, open: "{", close: "}")
      if text(at: close + 1) == "@catch", text(at: close + 2) == "(",
        ["NSException", "id", "."].contains(text(at: close + 3) ?? "")
      {
        return .caught
      }
    }
    // The declaration before the body: back to the previous `{`, `}` or `;`.
    // Every `{` of every file asks: the words compared only when they start as the two do.
    var cursor = position - 1
    while cursor >= 0, position - cursor < 40 {
      let word = tokens[cursor].text
      if word == "{" || word == "}" || word == ";" { break }
      if word.utf8.first == UInt8(ascii: "v"),
        word == "viewControllerWithRestorationIdentifierPath"
          || (word == "viewController" && text(at: cursor + 1) == "("
            && text(at: cursor + 2) == "withRestorationIdentifierPath")
      {
        return .onlyInStateRestoration
      }
      cursor -= 1
    }
    return .raises
  }
}
