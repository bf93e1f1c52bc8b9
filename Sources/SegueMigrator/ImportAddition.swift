import SourceIndex
import StoryboardKit

/// `import SegueKit`, added once to a rewritten file that lacks it: the typed `performSegue(_:)`
/// and `instantiate()` are SegueKit's, and with `MemberImportVisibility` (Swift 6's upcoming
/// feature) a file must import the module whose members it calls. An import inside an `#if`
/// (one platform's) neither counts nor is followed: the added one stands outside every `#if`,
/// so that each target that compiles the file sees it.
enum ImportAddition {
  static func segueKit(in tokens: TokenText, text: String) -> MigrationEdit? {
    let conditional = CompiledTokens(text: text, conditions: .unknown)
    var depth = 0
    var lastImport: Int?
    for (index, token) in tokens.tokens.enumerated() {
      if tokens.isText(index, "{") { depth += 1 }
      if tokens.isText(index, "}") { depth -= 1 }
      guard depth == 0, token.kind == .name, token.text == "import",
        !conditional.isConditional(at: token.location)
      else { continue }
      if tokens.isText(index + 1, "SegueKit") { return nil }
      lastImport = index
    }
    // After the line of the file's last import, or at its top when it has none.
    guard let lastImport else {
      return MigrationEdit(
        start: 0, end: 0, replacement: "import SegueKit\n\n",
        location: TextLocation(line: 1, column: 1), kind: nil)
    }
    let bytes = Array(text.utf8)
    var offset = tokens.start(lastImport)
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
    let atEnd = offset == bytes.count
    let line = tokens.tokens[lastImport].location.line + 1
    return MigrationEdit(
      start: atEnd ? offset : offset + 1, end: atEnd ? offset : offset + 1,
      replacement: atEnd ? "\nimport SegueKit" : "import SegueKit\n",
      location: TextLocation(line: line, column: 1), kind: nil)
  }
}
