extension SwiftOutline {
  /// The types and extensions declared at the top level of the file, in order.
  package var topLevelDeclarations: [OutlineDeclaration] {
    var declarations: [OutlineDeclaration] = []
    var depth = 0
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .punctuation, token.text == "{" {
        depth += 1
      } else if token.kind == .punctuation, token.text == "}" {
        depth -= 1
      } else if depth == 0, token.isName, Self.typeKeywords.contains(token.text),
        position == 0 || ![".", "import"].contains(tokens[position - 1].text)
      {
        if let (declaration, next) = declaration(at: position) {
          declarations.append(declaration)
          position = next
          continue
        }
      }
      position += 1
    }
    return declarations
  }

  /// The declaration whose keyword is at `position`, and the position after it; nil when the
  /// keyword starts none (`class func`).
  private func declaration(at position: Int) -> (OutlineDeclaration, Int)? {
    let keyword = tokens[position].text
    guard position + 1 < tokens.count, tokens[position + 1].isName else { return nil }
    if keyword == "class", SourceScanner.notClassNames.contains(tokens[position + 1].text) {
      return nil
    }
    let start = attributesStart(before: position)
    var cursor = position + 1
    var name = tokens[cursor].text
    cursor += 1
    while keyword == "extension", cursor + 1 < tokens.count, tokens[cursor].text == ".",
      tokens[cursor + 1].isName
    {
      name += "." + tokens[cursor + 1].text
      cursor += 2
    }
    if keyword == "typealias" {
      let line = self.line(of: tokens[position].start)
      var end = cursor
      while end < tokens.count, self.line(of: tokens[end].start) == line { end += 1 }
      let last = tokens[end - 1].end
      let declaration = OutlineDeclaration(
        kind: keyword, name: name, start: start, nameEnd: last, brace: last, end: last,
        inherited: [], actionMembers: [])
      return (declaration, end)
    }
    var angle = 0
    if cursor < tokens.count, tokens[cursor].text == "<" {
      angle = 1
      cursor += 1
      while cursor < tokens.count, angle > 0 {
        angle += Self.angleChange(tokens[cursor].text)
        cursor += 1
      }
    }
    let nameEnd = tokens[cursor - 1].end
    let hasColon = cursor < tokens.count && tokens[cursor].text == ":"
    if hasColon { cursor += 1 }
    var inherited: [[Token]] = []
    var current: [Token] = []
    while cursor < tokens.count, !["{", "where"].contains(tokens[cursor].text) {
      let text = tokens[cursor].text
      angle += Self.angleChange(text)
      if text == ",", angle == 0 {
        inherited.append(current)
        current = []
      } else if hasColon {
        current.append(tokens[cursor])
      }
      cursor += 1
    }
    if !current.isEmpty { inherited.append(current) }
    while cursor < tokens.count, tokens[cursor].text != "{" { cursor += 1 }
    guard cursor < tokens.count else { return nil }
    let brace = cursor
    let (members, end) = actionMembers(ofBodyAt: brace)
    let declaration = OutlineDeclaration(
      kind: keyword, name: name, start: start, nameEnd: nameEnd, brace: tokens[brace].start,
      end: tokens[end - 1].end,
      inherited: inherited.compactMap { group in
        guard let first = group.first, let last = group.last else { return nil }
        return text(first.start..<last.end)
      },
      actionMembers: members)
    return (declaration, end)
  }

  private static func angleChange(_ text: String) -> Int {
    text == "<" ? 1 : (text == ">" ? -1 : 0)
  }

  /// Where the attributes and modifiers before the token at `position` begin.
  private func attributesStart(before position: Int) -> Int {
    var start = tokens[position].start
    var cursor = position - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.text == ")" {
        var depth = 0
        var opening = cursor
        while opening >= 0 {
          depth += tokens[opening].text == ")" ? 1 : (tokens[opening].text == "(" ? -1 : 0)
          if depth == 0 { break }
          opening -= 1
        }
        guard opening > 0, Self.isAttributeOrModifier(tokens[opening - 1]) else { break }
        start = tokens[opening - 1].start
        cursor = opening - 2
        continue
      }
      guard Self.isAttributeOrModifier(token) else { break }
      start = token.start
      cursor -= 1
    }
    return start
  }

  private static func isAttributeOrModifier(_ token: Token) -> Bool {
    token.isName && (token.text.hasPrefix("@") || SourceScanner.modifiers.contains(token.text))
  }

  /// The `@IBSegueAction` and `@IBAction` members of the body whose `{` is at `brace`, each
  /// from its attributes to its body's `{`, and the position after the body's `}`.
  private func actionMembers(ofBodyAt brace: Int) -> ([Range<Int>], Int) {
    var members: [Range<Int>] = []
    var depth = 0
    var cursor = brace
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .punctuation, token.text == "{" {
        depth += 1
      } else if token.kind == .punctuation, token.text == "}" {
        depth -= 1
        if depth == 0 { return (members, cursor + 1) }
      } else if depth == 1, token.isName, ["@IBSegueAction", "@IBAction"].contains(token.text) {
        let start = attributesStart(before: cursor + 1)
        var scan = cursor
        while scan < tokens.count, tokens[scan].text != "func" { scan += 1 }
        while scan < tokens.count, !["{", "}"].contains(tokens[scan].text) { scan += 1 }
        if scan < tokens.count, tokens[scan].text == "{" {
          members.append(start..<tokens[scan].start)
          cursor = scan
          continue
        }
      }
      cursor += 1
    }
    return (members, tokens.count)
  }
}
