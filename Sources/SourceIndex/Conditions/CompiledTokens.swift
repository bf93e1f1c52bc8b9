import StoryboardKit

/// Where a Swift file's tokens stand for a build: whether a build with given conditions
/// compiles the token at a place, and whether a token lies inside any `#if` at all. `segue
/// migrate` asks it so that a rewrite of a file several targets compile holds for each, and so
/// that an import it adds is not hidden in one platform's branch.
package struct CompiledTokens: Sendable {
  /// The places of the tokens the build compiles.
  private let compiled: Set<TextLocation>
  /// The places of the tokens inside some `#if`.
  private let conditional: Set<TextLocation>

  /// The tokens of `text`, a Swift file's, as a build with `conditions` reads them.
  package init(text: String, conditions: CompilationConditions) {
    var lexer = SourceLexer(text)
    let tokens = lexer.tokens()
    var regions = ConditionalRegions(conditions: conditions, language: .swift)
    // A branch the build surely skips is dropped; one it may compile is kept.
    compiled = Set(regions.filter(tokens).map(\.location))
    var inside: Set<TextLocation> = []
    var depth = 0
    var position = 0
    while position < tokens.count {
      if let directive = ConditionalDirective(at: position, in: tokens, language: .swift) {
        switch directive.kind {
        case .opening: depth += 1
        case .closing: depth = max(0, depth - 1)
        case .alternative, .otherwise: break
        }
        position = directive.end
        continue
      }
      if depth > 0 { inside.insert(tokens[position].location) }
      position += 1
    }
    conditional = inside
  }

  /// Whether the build compiles the token that starts at `location`.
  package func compiles(at location: TextLocation) -> Bool {
    compiled.contains(location)
  }

  /// Whether the token that starts at `location` lies inside an `#if`.
  package func isConditional(at location: TextLocation) -> Bool {
    conditional.contains(location)
  }
}
