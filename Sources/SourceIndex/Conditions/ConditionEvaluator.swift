/// Evaluates the condition of a Swift `#if` or `#elseif`, given as its tokens, for one
/// platform: `true` or `false`, or nil when it depends on what is not known. `!`, `&&`, `||`
/// and parentheses combine the three values as Kleene's logic does (`unknown && false` is
/// false); `os(…)`, `canImport(…)`, `targetEnvironment(…)`, custom conditions and `true` /
/// `false` are read; anything else (`swift(>=5.9)`, `arch(…)`, `hasFeature(…)`) is unknown.
struct ConditionEvaluator {
  let tokens: [SourceToken]
  let platform: CompiledPlatforms
  let conditions: CompilationConditions
  private var cursor = 0

  init(_ tokens: [SourceToken], platform: CompiledPlatforms, conditions: CompilationConditions) {
    self.tokens = tokens
    self.platform = platform
    self.conditions = conditions
  }

  /// The value of the whole condition; nil (unknown) when it cannot be read.
  mutating func evaluate() -> Bool? {
    let value = disjunction()
    return cursor == tokens.count ? value : nil
  }

  private func text(_ offset: Int = 0) -> String? {
    cursor + offset < tokens.count ? tokens[cursor + offset].text : nil
  }

  private mutating func disjunction() -> Bool? {
    var value = conjunction()
    while text() == "|", text(1) == "|" {
      cursor += 2
      let right = conjunction()
      value = value == true || right == true ? true : (value == right ? value : nil)
    }
    return value
  }

  private mutating func conjunction() -> Bool? {
    var value = negation()
    while text() == "&", text(1) == "&" {
      cursor += 2
      let right = negation()
      value = value == false || right == false ? false : (value == right ? value : nil)
    }
    return value
  }

  private mutating func negation() -> Bool? {
    guard text() == "!" else { return primary() }
    cursor += 1
    return negation().map { !$0 }
  }

  private mutating func primary() -> Bool? {
    guard let word = text() else { return nil }
    cursor += 1
    if word == "(" {
      let value = disjunction()
      if text() == ")" { cursor += 1 }
      return value
    }
    guard text() == "(" else { return flag(word) }
    // A call: its argument, up to the matching parenthesis.
    let open = cursor
    var depth = 0
    while cursor < tokens.count {
      if tokens[cursor].text == "(" { depth += 1 }
      if tokens[cursor].text == ")" {
        depth -= 1
        if depth == 0 { break }
      }
      cursor += 1
    }
    let argument = tokens[(open + 1)..<min(cursor, tokens.count)].map(\.text).joined()
    cursor += 1
    return call(word, argument)
  }

  private func flag(_ word: String) -> Bool? {
    switch word {
    case "true": true
    case "false": false
    default: conditions.activeConditions.map { $0.contains(word) }
    }
  }

  private func call(_ name: String, _ argument: String) -> Bool? {
    switch name {
    case "os":
      // An OS no app storyboard runs on (Linux, Windows) is never the one built for.
      return CompiledPlatforms(osName: argument).map { $0 == platform } ?? false
    case "canImport":
      let module = String(argument.prefix { $0 != "." && $0 != "," })
      if conditions.importableModules.contains(module) { return true }
      if conditions.importsAreComplete { return false }
      return CompilationConditions.frameworks[module].map { $0.contains(platform) }
    case "targetEnvironment":
      // A Mac build (AppKit) is neither a simulator nor Mac Catalyst.
      if platform == .macOS { return false }
      switch argument {
      case "simulator": return conditions.simulator
      case "macCatalyst": return conditions.macCatalyst
      default: return nil
      }
    default:
      return nil
    }
  }
}
