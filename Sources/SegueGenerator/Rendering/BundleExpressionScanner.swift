/// Reads a one-line Swift expression far enough to know that it ends where it starts: its
/// brackets and string literals (with their interpolations) closed, no comment, directive or
/// second statement.
struct BundleExpressionScanner {
  let characters: [Character]
  /// The open brackets; `\(` of an interpolation is recorded as `"`, so that its `)` goes
  /// back into the string.
  var open: [Character] = []
  var index = 0

  init(_ text: String) { characters = Array(text) }

  mutating func problem() -> String? {
    var inString = false
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      index += 1
      if inString {
        switch character {
        case "\\" where next == "(":
          open.append("\"")
          inString = false
          index += 1
        case "\\": index += 1
        case "\"": inString = false
        default: break
        }
        continue
      }
      switch character {
      case "/" where next == "/" || next == "*", "*" where next == "/":
        return "it holds a comment"
      case ";": return "it holds ';': give one expression"
      case "#" where next == "\"": return "it holds a raw string literal; use an ordinary one"
      case "#" where next.map { $0.isLetter } ?? false:
        let word = String(characters[index...].prefix { $0.isLetter || $0 == "_" })
        if ["if", "elseif", "else", "endif", "sourceLocation", "error", "warning"].contains(word) {
          return "it holds the compiler directive '#\(word)'"
        }
      case "\"":
        if next == "\"", index + 1 < characters.count, characters[index + 1] == "\"" {
          return "it holds a multi-line string literal"
        }
        inString = true
      case "(", "[", "{": open.append(character)
      case ")", "]", "}":
        let opening: Character = character == ")" ? "(" : character == "]" ? "[" : "{"
        guard let last = open.popLast() else { return "its '\(character)' closes nothing" }
        if last == "\"" && character == ")" {
          inString = true
        } else if last != opening {
          return "its '\(character)' does not close '\(last == "\"" ? "\\(" : String(last))'"
        }
      default: break
      }
    }
    if inString { return "it leaves a string literal open" }
    if let last = open.last { return "it leaves '\(last == "\"" ? "\\(" : String(last))' open" }
    return nil
  }
}
