/// Every rule `segue lint` knows, in the order docs/Rules.md lists them.
package enum LintRules {
  /// The rules, storyboard-only ones first, then those that need `--sources`.
  package static let all: [any LintRule] = [
    ManualSegueWithoutIdentifierRule(),
    DuplicateIdentifierRule(),
    DuplicateSceneIdentifierRule(),
    DanglingDestinationRule(),
    UnresolvedReferenceRule(),
    ShowOutsideNavigationRule(),
    PushFromPopoverRule(),
    ExplorationBoundRule(),
    DeprecatedSegueKindRule(),
    UnreachableSceneRule(),
    UnwindActionNotFoundRule(),
    UnwindWithoutDestinationRule(),
    SegueActionNotFoundRule(),
    PrivateSegueActionRule(),
    CustomClassNotFoundRule(),
    LinkedCodeNotReadRule(),
    IdentifierNotInStoryboardRule(),
    ComparedIdentifierNotInStoryboardRule(),
    SceneIdentifierNotInStoryboardRule(),
  ]

  /// The rule id given to inputs that cannot be parsed.
  package static let parseErrorID = "parse-error"

  /// Every rule id, `parse-error` excluded.
  package static var identifiers: [String] { all.map(\.identifier) }

  /// The ids of the rules that judge scenes by the target's own code
  /// (``LintRule/judgesByTheTargetsCode``).
  package static let judgingByTheTargetsCode = Set(
    all.filter(\.judgesByTheTargetsCode).map(\.identifier))

  /// The rule with id `identifier`.
  package static func rule(_ identifier: String) -> (any LintRule)? {
    all.first { $0.identifier == identifier }
  }
}
