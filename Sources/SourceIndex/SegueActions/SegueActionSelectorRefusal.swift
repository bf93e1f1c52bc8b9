import StoryboardKit

/// Why a storyboard's `destinationCreationSelector` cannot name an `@IBSegueAction` method.
package enum SegueActionSelectorRefusal: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  /// Not a selector whose pieces are identifiers, each followed by a colon.
  case notASelector
  /// A selector of this many parameters; a segue action takes one to three.
  case parameterCount(Int)
  /// The first piece is in an Objective-C ownership family (`new`, `alloc`, `init`, `copy`,
  /// `mutableCopy`), whose methods return retained objects: Swift refuses such a segue action.
  case ownershipFamily(String)
  /// A piece that Swift cannot use as an argument label (`inout`, `var`, `let`).
  case forbiddenLabel(String)

  package var description: String {
    switch self {
    case .notASelector:
      "It is not an Objective-C selector of one to three parameters, such as 'makeDetail:sender:'."
    case .parameterCount(let count):
      "A segue action takes one to three parameters (coder, sender, segue identifier), "
        + "not \(count)."
    case .ownershipFamily(let family):
      "A method whose name starts with '\(family)' returns a retained object in Objective-C, "
        + "which Swift does not allow for an @IBSegueAction."
    case .forbiddenLabel(let label):
      "Swift cannot use '\(label)' as an argument label."
    }
  }

  /// The sentence alone: the lint rule or generator that meets the selector adds its place.
  package var diagnostic: Diagnostic {
    Diagnostic(severity: .error, message: description, errorID: "segue-action-selector")
  }
}
