import StoryboardKit

extension SwiftOutline {
  /// `text` as `platform`'s compiler reads it, for a compiler that builds for none of the
  /// platforms (Linux): in `#if` and `#elseif` lines, `os(…)` of the platform is `true` and
  /// every other `os(…)` `false`, padded with spaces so that lines and columns stay.
  package static func readAs(platform: CompiledPlatforms, _ text: String) -> String {
    // Most files name no `os(…)`: they are read once, not lexed twice.
    guard mentionsOS(text) else { return text }
    var lexer = SourceLexer(text)
    let tokens = lexer.tokens()
    var bytes = Array(text.utf8)
    let starts = lineStarts(of: bytes)
    func offset(_ token: SourceToken) -> Int {
      starts[token.location.line - 1] + token.location.column - 1
    }
    var position = 0
    while position + 1 < tokens.count {
      let line = tokens[position].location.line
      let opensLine = position == 0 || tokens[position - 1].location.line < line
      guard tokens[position].text == "#", opensLine,
        ["if", "elseif"].contains(tokens[position + 1].text),
        tokens[position + 1].location.line == line
      else {
        position += 1
        continue
      }
      position += 2
      while position + 3 < tokens.count, tokens[position].location.line == line {
        let call = tokens[position..<(position + 4)].map(\.text)
        guard call[0] == "os", call[1] == "(", call[3] == ")",
          tokens[position + 3].location.line == line
        else {
          position += 1
          continue
        }
        let start = offset(tokens[position])
        let end = offset(tokens[position + 3]) + 1
        let value = CompiledPlatforms(osName: call[2]) == platform ? "true" : "false"
        let padded = value + String(repeating: " ", count: max(0, end - start - value.count))
        bytes.replaceSubrange(start..<end, with: Array(padded.utf8))
        position += 4
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `text` holds `os(` anywhere.
  private static func mentionsOS(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      guard buffer.count >= 3 else { return false }
      for index in 0..<(buffer.count - 2)
      where buffer[index] == UInt8(ascii: "o") && buffer[index + 1] == UInt8(ascii: "s")
        && buffer[index + 2] == UInt8(ascii: "(")
      {
        return true
      }
      return false
    }
  }
}
