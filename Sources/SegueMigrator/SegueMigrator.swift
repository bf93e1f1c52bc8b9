import SegueGenerator
import SourceIndex
import StoryboardKit

/// Rewrites an app's string-based segue and scene code to the typed API that `segue generate`
/// writes, one file at a time, as precise edits of its tokens. What it cannot rewrite exactly
/// is left as it is and listed with why. It never touches the file system.
package struct SegueMigrator: Sendable {
  package let names: TypedNames
  package let constants: ResolvedConstants
  /// Which class inherits from which in the app's sources.
  package let hierarchy: ClassHierarchy

  package init(
    names: TypedNames, constants: ResolvedConstants = ResolvedConstants(),
    hierarchy: ClassHierarchy = ClassHierarchy(declared: [], superclasses: [:])
  ) {
    self.names = names
    self.constants = constants
    self.hierarchy = hierarchy
  }

  /// Why a call site whose identifier is no literal is left: such sites are counted apart.
  static let computedReason = "the identifier is computed, not a string literal"

  /// Added to why a call site is left when its identifier is one of the app's constants:
  /// such sites are counted apart from the literal ones too.
  static let throughConstantNote = " (its identifier is one of the app's constants)"

  /// The rule identifier a left call site of `kind` is reported with.
  package static func leftoverRuleID(_ kind: MigrationSiteKind) -> String {
    switch kind {
    case .performSegue: "migrate-perform-segue"
    case .scene: "migrate-scene"
    case .initialScene: "migrate-initial-scene"
    case .prepare: "migrate-prepare"
    }
  }

  /// The file migrated: Swift rewritten; Objective-C's call sites only listed.
  package func migrate(path: String, text: String) -> FileMigration {
    var result = FileMigration(path: path, original: text)
    let tokens = TokenText(text)
    if let refusal = SourceGuard.refusal(
      path: path, text: text, tokens: tokens, checksBrackets: path.hasSuffix(".swift"))
    {
      result.refusal = refusal
      return result
    }
    if !path.hasSuffix(".swift") {
      result.leftovers = ObjectiveCSites.leftovers(path: path, tokens: tokens)
      return result
    }
    var rewriter = CallSiteRewriter(
      path: path, tokens: tokens, names: names, constants: constants.values[path] ?? [:],
      hierarchy: hierarchy)
    rewriter.run()
    var edits = rewriter.edits
    if !edits.isEmpty, let addition = ImportAddition.segueKit(in: tokens, text: text) {
      edits.append(addition)
    }
    result.edits = edits.sorted { $0.start < $1.start }
    result.leftovers = rewriter.leftovers.sorted()
    result.leftNotLiteral = rewriter.leftNotLiteral
    return result
  }
}
