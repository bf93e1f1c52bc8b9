import StoryboardKit

extension SourceIndex {
  /// The warnings of a linked module's Swift interface that the compiler would refuse: bytes
  /// that are not UTF-8 and conditionals that do not balance. Its declarations are still read
  /// as far as they go, so a damaged file of a package or framework costs only its own classes,
  /// and the warning says which file and line.
  static func interfaceWarnings(text: String, path: String) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    // Bytes that are not UTF-8 were decoded as U+FFFD.
    if let line = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex(where: { $0.contains("\u{FFFD}") })
    {
      warnings.append(
        Diagnostic(
          path: path, location: TextLocation(line: line + 1, column: 1), severity: .warning,
          message: "This Swift interface is not UTF-8 text here; its declarations are read as "
            + "far as they can be."))
    }
    var lexer = SourceLexer(text)
    for problem in ConditionalProblem.unbalanced(lexer.tokens(), language: .swift) {
      warnings.append(
        Diagnostic(
          path: path, location: TextLocation(line: problem.line, column: 1), severity: .warning,
          message: problem.message))
    }
    return warnings
  }
}
