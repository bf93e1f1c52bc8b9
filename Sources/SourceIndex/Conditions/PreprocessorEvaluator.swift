import StoryboardKit

/// Evaluates the condition of an Objective-C `#if` or `#elif`, given as its tokens, for one
/// platform, as clang's preprocessor would: a number, or nil when it depends on what is not
/// known. `!`, `&&`, `||`, comparisons and parentheses combine values as Kleene's logic does
/// (`unknown && 0` is 0). Integer literals, `defined(NAME)` (or `defined NAME`), the
/// `TARGET_OS_*` macros (``TargetOSMacros``) and the macros of the build settings are read; any
/// other macro, a function-like one (`__has_include(…)`), arithmetic and the like are unknown.
struct PreprocessorEvaluator {
  let tokens: [SourceToken]
  let platform: CompiledPlatforms
  let conditions: CompilationConditions
  /// Macros the file itself defines or undefines: unknown wherever it asks about them.
  let fileMacros: Set<String>
  private var cursor = 0

  init(
    _ tokens: [SourceToken], platform: CompiledPlatforms, conditions: CompilationConditions,
    fileMacros: Set<String>
  ) {
    self.tokens = tokens
    self.platform = platform
    self.conditions = conditions
    self.fileMacros = fileMacros
  }

  /// Whether the whole condition holds; nil (unknown) when it cannot be read.
  mutating func evaluate() -> Bool? {
    let value = disjunction()
    return cursor == tokens.count ? value.map { $0 != 0 } : nil
  }

  private func text(_ offset: Int = 0) -> String? {
    cursor + offset < tokens.count ? tokens[cursor + offset].text : nil
  }

  private mutating func disjunction() -> Int? {
    var value = conjunction()
    while text() == "|", text(1) == "|" {
      cursor += 2
      let right = conjunction()
      let holds = (value ?? 0) != 0 || (right ?? 0) != 0
      value = holds ? 1 : (value == 0 && right == 0 ? 0 : nil)
    }
    return value
  }

  private mutating func conjunction() -> Int? {
    var value = comparison()
    while text() == "&", text(1) == "&" {
      cursor += 2
      let right = comparison()
      value = value == 0 || right == 0 ? 0 : (value != nil && right != nil ? 1 : nil)
    }
    return value
  }

  /// `==`, `!=`, `<`, `>`, `<=`, `>=`, left to right (C gives equality a lower precedence than
  /// ordering; conditions that mix them unparenthesized are not met in practice).
  private mutating func comparison() -> Int? {
    var value = negation()
    while let symbol = comparisonOperator() {
      cursor += symbol.count
      let right = negation()
      guard let left = value, let right else {
        value = nil
        continue
      }
      let holds: Bool
      switch symbol {
      case "==": holds = left == right
      case "!=": holds = left != right
      case "<": holds = left < right
      case ">": holds = left > right
      case "<=": holds = left <= right
      default: holds = left >= right
      }
      value = holds ? 1 : 0
    }
    return value
  }

  private func comparisonOperator() -> String? {
    guard let first = text() else { return nil }
    let second = text(1) == "=" ? "=" : ""
    switch first {
    case "=", "!": return second.isEmpty ? nil : first + second
    case "<", ">": return text(1) == first ? nil : first + second
    default: return nil
    }
  }

  private mutating func negation() -> Int? {
    guard text() == "!" else { return primary() }
    cursor += 1
    return negation().map { $0 == 0 ? 1 : 0 }
  }

  private mutating func primary() -> Int? {
    guard cursor < tokens.count else { return nil }
    let token = tokens[cursor]
    cursor += 1
    switch token.kind {
    case .name:
      if token.text == "defined" { return defined() }
      if text() == "(" {
        // A function-like macro: its arguments, up to the matching parenthesis.
        var depth = 0
        while cursor < tokens.count {
          if tokens[cursor].text == "(" { depth += 1 }
          if tokens[cursor].text == ")" { depth -= 1 }
          cursor += 1
          if depth == 0 { break }
        }
        return nil
      }
      return macro(token.text)
    case .punctuation where token.text == "(":
      let value = disjunction()
      guard text() == ")" else { return nil }
      cursor += 1
      return value
    case .punctuation where token.text.first?.isASCII == true && token.text.first?.isNumber == true:
      return number(startingWith: token)
    default:
      return nil
    }
  }

  /// `defined(NAME)` or `defined NAME`, after `defined`.
  private mutating func defined() -> Int? {
    let parenthesized = text() == "("
    if parenthesized { cursor += 1 }
    guard cursor < tokens.count, tokens[cursor].kind == .name else { return nil }
    let name = tokens[cursor].text
    cursor += 1
    if parenthesized {
      guard text() == ")" else { return nil }
      cursor += 1
    }
    if fileMacros.contains(name) { return nil }
    if TargetOSMacros.names.contains(name) { return 1 }
    guard let definitions = conditions.preprocessorDefinitions else { return nil }
    if definitions[name] != nil { return 1 }
    return isUndefined(name) ? 0 : nil
  }

  /// The value of a macro used as a number: an undefined one is 0, as in C.
  private func macro(_ name: String) -> Int? {
    if fileMacros.contains(name) { return nil }
    if TargetOSMacros.names.contains(name) {
      return TargetOSMacros.value(of: name, platform: platform, simulator: conditions.simulator)
    }
    guard let definitions = conditions.preprocessorDefinitions else { return nil }
    if let value = definitions[name] { return Int(value) }
    return isUndefined(name) ? 0 : nil
  }

  /// Whether a macro the definitions do not hold is surely undefined.
  private func isUndefined(_ name: String) -> Bool {
    conditions.definitionsAreComplete || conditions.settingsOnlyMacros.contains(name)
  }

  /// A decimal literal whose first digit is `first`: the lexer gives one token per digit. A
  /// name right after it (`0x1F`, `10L`) makes it unknown, unless it is an integer suffix.
  private mutating func number(startingWith first: SourceToken) -> Int? {
    var digits = first.text
    var end = first.location
    while cursor < tokens.count, adjacent(tokens[cursor], after: end) {
      let token = tokens[cursor]
      if token.kind == .punctuation, token.text.allSatisfy({ $0.isASCII && $0.isNumber }) {
        digits += token.text
      } else if token.kind == .name {
        cursor += 1
        let suffix = token.text.allSatisfy { "uUlL".contains($0) }
        return suffix ? Int(digits) : nil
      } else {
        break
      }
      end = token.location
      cursor += 1
    }
    return Int(digits)
  }

  /// Whether `token` starts right after the one-character token at `location`.
  private func adjacent(_ token: SourceToken, after location: TextLocation) -> Bool {
    token.location.line == location.line && token.location.column == location.column + 1
  }
}
