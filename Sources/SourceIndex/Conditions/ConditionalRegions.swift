import StoryboardKit

/// Reads a file's conditional compilation as the compiler would for ``CompilationConditions``
/// — Swift's `#if`, `#elseif`, `#else`, `#endif`; Objective-C's `#if`, `#ifdef`, `#ifndef`,
/// `#elif`, `#elifdef`, `#elifndef`, `#else`, `#endif` — drops the tokens of branches that are
/// not compiled, and marks each kept token with the platforms it is compiled for. A branch
/// whose condition is unknown is kept, and so are the branches after it; a branch after one
/// that is surely taken is dropped. Other directives (`#import`, `#define`) are kept as tokens.
struct ConditionalRegions {
  /// One `#if` being read: the platforms of the code around it, those for which one of its
  /// branches is surely taken, and those for which the current branch may be.
  private struct Frame {
    var outer: CompiledPlatforms
    var taken: CompiledPlatforms
    var active: CompiledPlatforms
  }

  let conditions: CompilationConditions
  let language: SegueActionDeclaration.Language
  /// The classes declared in branches that are not compiled (`class Name`, `@interface Name`,
  /// `@implementation Name`): PIA VPN's `DevelopmentSettingsViewController` is compiled only
  /// under `#if DEVELOPMENT || STAGING`, which its Release configuration does not set.
  private(set) var uncompiledClasses: Set<String> = []
  /// The macros an Objective-C file defines or undefines itself (`#define`, `#undef`): their
  /// value at a condition depends on where the file stands, so it is unknown.
  private var fileMacros: Set<String> = []

  init(conditions: CompilationConditions, language: SegueActionDeclaration.Language = .swift) {
    self.conditions = conditions
    self.language = language
  }

  /// The tokens compiled for some platform, each with the platforms it is compiled for. With
  /// a known platform, a token is either kept for all (the build's platform is the only one)
  /// or dropped.
  mutating func filter(_ tokens: [SourceToken]) -> [SourceToken] {
    // Most Swift files have no directive: every token is kept for every platform, as it is.
    guard tokens.contains(where: { $0.text == "#" }) else { return tokens }
    if language == .objectiveC { fileMacros = Self.definedMacros(in: tokens) }
    var kept: [SourceToken] = []
    kept.reserveCapacity(tokens.count)
    var frames: [Frame] = []
    var position = 0
    while position < tokens.count {
      let current = frames.last?.active ?? .all
      guard let directive = ConditionalDirective(at: position, in: tokens, language: language)
      else {
        if !current.isEmpty {
          var token = tokens[position]
          token.platforms = current
          kept.append(token)
        } else {
          noteUncompiledClass(at: position, in: tokens)
        }
        position += 1
        continue
      }
      switch directive.kind {
      case .opening:
        let (possible, sure) = evaluate(directive.condition)
        frames.append(Frame(outer: current, taken: sure, active: current.intersection(possible)))
      case .alternative:
        if var frame = frames.popLast() {
          let (possible, sure) = evaluate(directive.condition)
          frame.active = frame.outer.subtracting(frame.taken).intersection(possible)
          frame.taken.formUnion(sure)
          frames.append(frame)
        }
      case .otherwise:
        if var frame = frames.popLast() {
          frame.active = frame.outer.subtracting(frame.taken)
          frame.taken = .all
          frames.append(frame)
        }
      case .closing:
        _ = frames.popLast()
      }
      position = directive.end
    }
    return kept
  }

  /// Adds to ``uncompiledClasses`` the class a dropped `class` (or `@interface`,
  /// `@implementation`) at `position` declares, if it declares one.
  private mutating func noteUncompiledClass(at position: Int, in tokens: [SourceToken]) {
    guard ["class", "@interface", "@implementation"].contains(tokens[position].text),
      position + 1 < tokens.count, tokens[position + 1].kind == .name,
      !SourceScanner.notClassNames.contains(tokens[position + 1].text)
    else { return }
    uncompiledClasses.insert(tokens[position + 1].text)
  }

  /// The names after `#define` and `#undef` directives.
  private static func definedMacros(in tokens: [SourceToken]) -> Set<String> {
    var names: Set<String> = []
    for position in tokens.indices.dropLast(2) where tokens[position].text == "#" {
      let word = tokens[position + 1].text
      guard word == "define" || word == "undef",
        tokens[position + 2].kind == .name,
        tokens[position + 2].location.line == tokens[position].location.line
      else { continue }
      names.insert(tokens[position + 2].text)
    }
    return names
  }

  /// The platforms for which `condition` may hold, and those for which it surely does.
  private func evaluate(_ condition: [SourceToken]) -> (
    possible: CompiledPlatforms, sure: CompiledPlatforms
  ) {
    if let platform = conditions.platform {
      let value = evaluate(condition, for: platform)
      return (value == false ? [] : .all, value == true ? .all : [])
    }
    var possible: CompiledPlatforms = []
    var sure: CompiledPlatforms = []
    for (_, platform) in CompiledPlatforms.named {
      let value = evaluate(condition, for: platform)
      if value != false { possible.insert(platform) }
      if value == true { sure.insert(platform) }
    }
    return (possible, sure)
  }

  private func evaluate(_ condition: [SourceToken], for platform: CompiledPlatforms) -> Bool? {
    switch language {
    case .swift:
      var evaluator = ConditionEvaluator(condition, platform: platform, conditions: conditions)
      return evaluator.evaluate()
    case .objectiveC:
      var evaluator = PreprocessorEvaluator(
        condition, platform: platform, conditions: conditions, fileMacros: fileMacros)
      return evaluator.evaluate()
    }
  }
}
