extension SourceScanner {
  /// Whether the name at `position` stands for a segue's identifier: `segue.identifier` (any
  /// receiver whose name says segue), or a name bound to one (`let id = segue.identifier`) in
  /// a block that is still open.
  private func isSegueIdentifier(at position: Int) -> Bool {
    guard let word = name(at: position) else { return false }
    if word == "identifier", text(at: position - 1) == ".",
      let receiver = name(at: position - 2), receiver.lowercased().hasSuffix("segue")
    {
      return true
    }
    return !identifierAliases.isEmpty && text(at: position - 1) != "."
      && identifierAliases.contains { $0.name == word }
  }

  /// Records the literals code compares with a segue's identifier (`segue.identifier ==
  /// "x"`, `"x" != id`, the `case "x":` of a `switch` over it, Objective-C's
  /// `[segue.identifier isEqualToString:@"x"]`), and the names bound to it.
  mutating func comparedIdentifier(at position: Int, into index: inout SourceIndex) {
    if !identifierAliases.isEmpty { identifierAliases.removeAll { $0.depth > scopes.count } }
    guard isSegueIdentifier(at: position) else { return }
    let isMember = text(at: position - 1) == "."
    let start = isMember ? position - 2 : position
    var after = position + 1
    while text(at: after) == "!" || text(at: after) == "?", text(at: after + 1) != "=" {
      after += 1
    }
    if isEquality(at: after)
      || (text(at: after) == "isEqualToString" && text(at: after + 1) == ":")
    {
      compared(at: after + 2, into: &index)
      if let use = symbolicUse(at: after + 2, target: .literal(.comparedSegueIdentifier)) {
        index.symbolicUses.append(use)
      }
    } else if text(at: start - 1) == "switch" {
      switchCases(from: after, into: &index)
    }
    if isEquality(at: start - 2) {
      compared(at: start - 3, into: &index)
      if let use = symbolicUse(endingAt: start - 3) { index.symbolicUses.append(use) }
    } else if text(at: start - 1) == ":", text(at: start - 2) == "isEqualToString" {
      compared(at: start - 3, into: &index)
    } else if text(at: start - 1) == "=", ["let", "var"].contains(text(at: start - 3)),
      let alias = name(at: start - 2)
    {
      identifierAliases.append((alias, scopes.count))
    }
  }

  /// `==` or `!=` at `position`, not part of `===` or `!==`.
  private func isEquality(at position: Int) -> Bool {
    (text(at: position) == "=" || text(at: position) == "!") && text(at: position + 1) == "="
      && text(at: position + 2) != "=" && text(at: position - 1) != "="
  }

  /// The literal at `position`, if there is one, as a compared identifier.
  private func compared(at position: Int, into index: inout SourceIndex) {
    guard position >= 0, position < tokens.count,
      case .string(interpolated: false) = tokens[position].kind
    else { return }
    index.literalUses.append(
      LiteralUse(
        kind: .comparedSegueIdentifier, value: tokens[position].text, path: path,
        location: tokens[position].location, enclosingClass: enclosingClass,
        platforms: tokens[position].platforms))
  }

  /// The literals of the `case` patterns of the `switch` whose subject ends before `position`.
  private func switchCases(from position: Int, into index: inout SourceIndex) {
    var open = position
    while open < tokens.count, tokens[open].text != "{" { open += 1 }
    let close = closing(from: open, open: "{", close: "}")
    var depth = 0
    var inPattern = false
    for cursor in (open + 1)..<max(close, open + 1) {
      let text = tokens[cursor].text
      if text == "{" || text == "(" || text == "[" { depth += 1 }
      if text == "}" || text == ")" || text == "]" { depth -= 1 }
      guard depth == 0 else { continue }
      if tokens[cursor].kind == .name, text == "case" {
        inPattern = true
      } else if text == ":" {
        inPattern = false
      } else if inPattern {
        compared(at: cursor, into: &index)
        if ["case", ","].contains(tokens[cursor - 1].text),
          let use = symbolicUse(at: cursor, target: .literal(.comparedSegueIdentifier))
        {
          index.symbolicUses.append(use)
        }
      }
    }
  }
}
