import StoryboardKit

/// A conditional that does not close (`#if` without `#endif`) or closes nothing, at its line:
/// what a preprocessed Info.plist or a linked module's Swift interface can hold, which the
/// compiler would refuse.
package struct ConditionalProblem: Sendable, Hashable {
  package var line: Int
  package var message: String

  /// The `#if`s left open at the end of `tokens` and the alternatives and closings outside
  /// any, in line order.
  static func unbalanced(
    _ tokens: [SourceToken], language: SegueActionDeclaration.Language
  ) -> [ConditionalProblem] {
    var open: [Int] = []
    var problems: [ConditionalProblem] = []
    for position in tokens.indices {
      guard let directive = ConditionalDirective(at: position, in: tokens, language: language)
      else { continue }
      let line = tokens[position].location.line
      switch directive.kind {
      case .opening: open.append(line)
      case .closing where !open.isEmpty: open.removeLast()
      case .alternative where !open.isEmpty, .otherwise where !open.isEmpty: break
      default:
        problems.append(
          ConditionalProblem(
            line: line,
            message: "'#\(tokens[position + 1].text)' closes no '#if'; the line is left out."))
      }
    }
    for line in open {
      problems.append(
        ConditionalProblem(
          line: line,
          message: "This '#if' has no '#endif': the file ends inside it, and its lines are "
            + "kept or left out as its condition says."))
    }
    return problems.sorted { $0.line < $1.line }
  }
}
