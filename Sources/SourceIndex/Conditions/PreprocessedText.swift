import StoryboardKit

/// A text file's lines as the C preprocessor keeps them, read for its conditionals only: what
/// Xcode does to an Info.plist with `INFOPLIST_PREPROCESS = YES` before reading it. `#if`,
/// `#ifdef`, `#ifndef`, `#elif`, `#else` and `#endif` are evaluated by ``ConditionalRegions``
/// with the given macros; a condition that cannot be decided (a macro the file itself
/// `#define`s, `__has_include`, a `TARGET_OS_*` macro, which only a header defines) keeps every
/// branch that may be taken. Directive lines, the branches left out and every other directive
/// (`#define`, `#include`, which are not followed) become empty lines, so that line numbers
/// stay those of the file; macros are not replaced in the kept text.
package struct PreprocessedText: Sendable, Hashable {
  /// The text with the lines the preprocessor drops made empty.
  package var text: String
  /// A conditional that does not close (`#if` without `#endif`) or closes nothing, at its line.
  package var problems: [ConditionalProblem]

  /// Reads `text` with `definitions` (`NAME` to its value, as `-D` gives it); when they are
  /// `complete`, any other macro is undefined, else unknown (both branches kept).
  package init(_ text: String, definitions: [String: String], complete: Bool = true) {
    // Split at each line feed byte, as the lexer counts lines: split by `Character`, a CRLF
    // line end is one character and the lines would not match the lexer's.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    // Each line that is no directive stands as one name token, so that the conditionals are
    // read from tokens as in a source file and the kept placeholders tell the kept lines.
    let isDirective = lines.map { $0.drop { $0 == " " || $0 == "\t" }.first == "#" }
    let skeleton = zip(lines, isDirective).map { line, directive in
      directive ? Self.withoutQuotes(line) : "x"
    }
    var lexer = SourceLexer(skeleton.joined(separator: "\n"))
    let tokens = lexer.tokens()
    var conditions = CompilationConditions(preprocessorDefinitions: definitions)
    conditions.definitionsAreComplete = complete
    var regions = ConditionalRegions(conditions: conditions, language: .objectiveC)
    var kept = Set<Int>()
    for token in regions.filter(tokens)
    where lines.indices.contains(token.location.line - 1) && !isDirective[token.location.line - 1] {
      kept.insert(token.location.line - 1)
    }
    self.text = lines.indices.map { kept.contains($0) ? lines[$0] : "" }
      .joined(separator: "\n")
    problems = ConditionalProblem.unbalanced(tokens, language: .objectiveC)
  }

  /// A directive line with `"` and `'` made spaces: the lexer would read a quote as the start
  /// of a literal running past the line, and a condition holds none.
  private static func withoutQuotes(_ line: String) -> String {
    String(line.map { $0 == "\"" || $0 == "'" ? " " : $0 })
  }
}
