import SourceIndex
import StoryboardKit

/// `let name = segue.destination as! T` as a statement of its own lines, with more of its
/// block after it: what a typed `prepare(for:sender:)` case binds instead (`case .x(let name)?`),
/// so the statement and its cast go.
struct DestinationBinding {
  /// The bound name and the cast's type (its last name).
  var name: String
  var typeName: String
  /// The bytes of the statement's lines, line break included.
  var lines: Range<Int>

  /// The binding whose `let` is the token at `index`; nil for anything else (`as?`, a
  /// statement sharing its line, the last statement of its block).
  init?(tokens: TokenText, at index: Int) {
    guard tokens.isText(index, "let"), index + 1 < tokens.tokens.count,
      tokens.tokens[index + 1].kind == .name, tokens.isText(index + 2, "="),
      tokens.isText(index + 3, "segue"), tokens.isText(index + 4, "."),
      tokens.isText(index + 5, "destination"),
      let cast = ForcedCast(tokens: tokens, after: index + 5), !cast.isConditional
    else { return nil }
    let last = tokens.isText(cast.end + 1, ";") ? cast.end + 1 : cast.end
    // A block that ends with it would bind a name nothing uses.
    guard !["}", "case", "default"].contains(where: { tokens.isText(last + 1, $0) }),
      let lines = tokens.wholeLines(from: index, through: last)
    else { return nil }
    name = tokens.tokens[index + 1].text
    typeName = cast.typeName
    self.lines = lines
  }

  /// The edit that removes the statement; part of the branch's rewrite, not a site of its own.
  func removal(at location: TextLocation) -> MigrationEdit {
    MigrationEdit(
      start: lines.lowerBound, end: lines.upperBound, replacement: "", location: location,
      kind: nil)
  }
}
