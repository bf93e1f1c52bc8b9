import StoryboardKit

/// Reads a Swift file's `#if`, `#elseif`, `#else` and `#endif` lines as the compiler would
/// for ``CompilationConditions``: drops the tokens of branches that are not compiled, and
/// marks each kept token with the platforms it is compiled for. A branch whose condition is
/// unknown is kept, and so are the branches after it; a branch after one that is surely
/// taken is dropped.
struct ConditionalRegions {
  /// One `#if` being read: the platforms of the code around it, those for which one of its
  /// branches is surely taken, and those for which the current branch may be.
  private struct Frame {
    var outer: CompiledPlatforms
    var taken: CompiledPlatforms
    var active: CompiledPlatforms
  }

  let conditions: CompilationConditions

  /// The tokens compiled for some platform, each with the platforms it is compiled for. With
  /// a known platform, a token is either kept for all (the build's platform is the only one)
  /// or dropped.
  func filter(_ tokens: [SourceToken]) -> [SourceToken] {
    var kept: [SourceToken] = []
    kept.reserveCapacity(tokens.count)
    var frames: [Frame] = []
    var position = 0
    while position < tokens.count {
      let current = frames.last?.active ?? .all
      guard let directive = directive(at: position, in: tokens) else {
        if !current.isEmpty {
          var token = tokens[position]
          token.platforms = current
          kept.append(token)
        }
        position += 1
        continue
      }
      let end = lineEnd(from: position, in: tokens)
      let condition = Array(tokens[(position + 2)..<end])
      switch directive {
      case "if":
        let (possible, sure) = evaluate(condition)
        frames.append(Frame(outer: current, taken: sure, active: current.intersection(possible)))
      case "elseif":
        if var frame = frames.popLast() {
          let (possible, sure) = evaluate(condition)
          frame.active = frame.outer.subtracting(frame.taken).intersection(possible)
          frame.taken.formUnion(sure)
          frames.append(frame)
        }
      case "else":
        if var frame = frames.popLast() {
          frame.active = frame.outer.subtracting(frame.taken)
          frame.taken = .all
          frames.append(frame)
        }
      default:
        _ = frames.popLast()
      }
      position = end
    }
    return kept
  }

  /// `if`, `elseif`, `else` or `endif` when a `#` that starts a line introduces it.
  private func directive(at position: Int, in tokens: [SourceToken]) -> String? {
    guard tokens[position].text == "#", position + 1 < tokens.count,
      position == 0 || tokens[position - 1].location.line < tokens[position].location.line,
      tokens[position + 1].location.line == tokens[position].location.line
    else { return nil }
    let word = tokens[position + 1].text
    return ["if", "elseif", "else", "endif"].contains(word) ? word : nil
  }

  /// The position after the last token on the line of the token at `position`.
  private func lineEnd(from position: Int, in tokens: [SourceToken]) -> Int {
    let line = tokens[position].location.line
    var end = position
    while end < tokens.count, tokens[end].location.line == line { end += 1 }
    return end
  }

  /// The platforms for which `condition` may hold, and those for which it surely does.
  private func evaluate(_ condition: [SourceToken]) -> (
    possible: CompiledPlatforms, sure: CompiledPlatforms
  ) {
    if let platform = conditions.platform {
      var evaluator = ConditionEvaluator(condition, platform: platform, conditions: conditions)
      let value = evaluator.evaluate()
      return (value == false ? [] : .all, value == true ? .all : [])
    }
    var possible: CompiledPlatforms = []
    var sure: CompiledPlatforms = []
    for (_, platform) in CompiledPlatforms.named {
      var evaluator = ConditionEvaluator(condition, platform: platform, conditions: conditions)
      let value = evaluator.evaluate()
      if value != false { possible.insert(platform) }
      if value == true { sure.insert(platform) }
    }
    return (possible, sure)
  }
}
