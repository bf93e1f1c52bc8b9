import SourceIndex
import StoryboardKit

/// Why a file is left whole: a merge conflict's marker, or brackets that do not balance (a file
/// that does not parse), found before any rewrite so that nothing half-understood is changed.
enum SourceGuard {
  /// Objective-C's brackets are not checked (`checksBrackets` false): its macros may open
  /// what another line closes, and its files are never rewritten.
  static func refusal(path: String, text: String, tokens: TokenText, checksBrackets: Bool)
    -> Diagnostic?
  {
    if let line = conflictMarkerLine(text) {
      return refusal(
        path, TextLocation(line: line, column: 1),
        "has a merge conflict marker; resolve the conflict, then migrate it")
    }
    guard checksBrackets else { return nil }
    var open: [SourceToken] = []
    let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
    for token in tokens.tokens where token.kind == .punctuation {
      if ["(", "[", "{"].contains(token.text) {
        open.append(token)
      } else if let opening = pairs[token.text] {
        guard let last = open.popLast(), last.text == opening else {
          return refusal(
            path, token.location,
            "does not parse: '\(token.text)' closes nothing that is open here")
        }
      }
    }
    if let last = open.last {
      return refusal(path, last.location, "does not parse: '\(last.text)' is never closed")
    }
    return nil
  }

  private static func refusal(_ path: String, _ location: TextLocation, _ why: String)
    -> Diagnostic
  {
    Diagnostic(
      path: path, location: location, severity: .error,
      message: "The file was left unchanged: it \(why).", errorID: "migrate-unreadable")
  }

  /// The first line that starts with `<<<<<<< `, `=======` alone or `>>>>>>> `.
  private static func conflictMarkerLine(_ text: String) -> Int? {
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
      if trimmed.hasPrefix("<<<<<<< ") || trimmed == "=======" || trimmed.hasPrefix(">>>>>>> ")
        || trimmed == "<<<<<<<" || trimmed == ">>>>>>>"
      {
        return number
      }
    }
    return nil
  }
}
