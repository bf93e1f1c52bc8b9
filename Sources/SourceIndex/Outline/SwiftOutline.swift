import StoryboardKit

/// A Swift file as one build compiles it, for those who copy parts of it verbatim (the CI's
/// typecheck of the generated code against an app's sources): the tokens of its compiled
/// branches, with the byte offsets of the text they come from, its imports, the types it
/// declares and its top-level declarations (``OutlineDeclaration``). It reads with the
/// scanner's lexer and `#if` evaluation, so that both see the same file.
package struct SwiftOutline: Sendable {
  /// A token with where it lies in ``text``, in UTF-8 bytes.
  package struct Token: Sendable, Hashable {
    package var kind: SourceToken.Kind
    package var text: String
    package var start: Int
    package var end: Int

    package var isName: Bool { kind == .name }
  }

  /// The text read: the file's, with its `os(…)` conditions spelt as `conditions`' platform
  /// reads them when it is known (``readAs(platform:_:)``).
  package let text: String
  /// The text's UTF-8 bytes, which the offsets count.
  package let bytes: [UInt8]
  /// The tokens of the compiled branches, `#if` lines left out.
  package let tokens: [Token]
  /// The offset at which each line starts.
  private let lineStarts: [Int]

  package init(text original: String, conditions: CompilationConditions = .unknown) {
    let text = conditions.platform.map { Self.readAs(platform: $0, original) } ?? original
    self.text = text
    bytes = Array(text.utf8)
    lineStarts = Self.lineStarts(of: bytes)
    var lexer = SourceLexer(text)
    var regions = ConditionalRegions(conditions: conditions)
    let starts = lineStarts
    let located = regions.filter(lexer.tokens()).map { token in
      let start = starts[token.location.line - 1] + token.location.column - 1
      let length =
        token.kind == .punctuation || token.kind == .name
        ? token.text.utf8.count : token.text.utf8.count + 2
      return Token(kind: token.kind, text: token.text, start: start, end: start + length)
    }
    tokens = Self.joiningBackticks(located)
  }

  /// The text of the bytes `range`.
  package func text(_ range: Range<Int>) -> String {
    String(
      decoding: bytes[max(0, range.lowerBound)..<min(range.upperBound, bytes.count)], as: UTF8.self)
  }

  /// The 1-based line of the byte at `offset`.
  package func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The modules the file imports (`import UIKit`, `@testable import Kit`, `import class
  /// UIKit.UIView`), in order, each as often as written.
  package var imports: [String] {
    var found: [String] = []
    for (position, token) in tokens.enumerated() where token.isName && token.text == "import" {
      if position > 0, tokens[position - 1].text == "." { continue }
      var next = position + 1
      if next < tokens.count, Self.importKinds.contains(tokens[next].text) { next += 1 }
      if next < tokens.count, tokens[next].isName { found.append(tokens[next].text) }
    }
    return found
  }

  /// The names of the types the file declares, nested ones too.
  package var declaredTypes: Set<String> {
    var names: Set<String> = []
    for position in tokens.indices.dropLast() {
      let token = tokens[position]
      guard token.isName, Self.typeKeywords.contains(token.text), token.text != "extension"
      else { continue }
      // `a.class`, and `import class UIKit.UIApplication`, which declares nothing.
      if position > 0, [".", "import"].contains(tokens[position - 1].text) { continue }
      let name = tokens[position + 1]
      guard name.isName, !(token.text == "class" && SourceScanner.notClassNames.contains(name.text))
      else { continue }
      names.insert(name.text)
    }
    return names
  }

  /// Where the `@IBOutlet` attributes of the compiled branches are.
  package var outletAttributes: [Range<Int>] {
    tokens.filter { $0.isName && $0.text == "@IBOutlet" }.map { $0.start..<$0.end }
  }

  /// The keywords that declare a type or extend one.
  package static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "actor", "extension", "typealias",
  ]

  /// The kinds an `import` may name (`import class UIKit.UIView`).
  private static let importKinds: Set<String> = [
    "class", "struct", "enum", "protocol", "actor", "typealias", "func", "var", "let",
  ]

  static func lineStarts(of bytes: [UInt8]) -> [Int] {
    bytes.withUnsafeBufferPointer { buffer in
      var starts = [0]
      for offset in 0..<buffer.count where buffer[offset] == UInt8(ascii: "\n") {
        starts.append(offset + 1)
      }
      return starts
    }
  }

  /// `` `name` `` as one name token, as Swift reads it.
  private static func joiningBackticks(_ tokens: [Token]) -> [Token] {
    var joined: [Token] = []
    joined.reserveCapacity(tokens.count)
    var position = 0
    while position < tokens.count {
      if tokens[position].text == "`", position + 2 < tokens.count, tokens[position + 1].isName,
        tokens[position + 2].text == "`"
      {
        var name = tokens[position + 1]
        name.start = tokens[position].start
        name.end = tokens[position + 2].end
        joined.append(name)
        position += 3
        continue
      }
      joined.append(tokens[position])
      position += 1
    }
    return joined
  }
}
