import StoryboardKit

/// Why part of a storyboard produced no code. The summary on standard error counts each, in
/// the order of the cases.
enum SkipReason: Error, Sendable, Hashable, CaseIterable, DiagnosticConvertible {
  case segueWithoutIdentifier
  case relationshipSegue
  case sourceWithoutCustomClass
  case sourceClassNotAnIdentifier
  case moduleNotAnIdentifier
  case sourceClassHidden
  case segueClassNotAnIdentifier
  case segueClassHidden
  case segueActionNotASelector
  case segueActionPrivate
  case watchOSStoryboard
  case unknownPlatformStoryboard

  /// What was skipped and why, after its count.
  var explanation: String {
    switch self {
    case .segueWithoutIdentifier:
      "segue(s) without an identifier: code cannot name them"
    case .relationshipSegue:
      "relationship segue(s): their container sets them up and never prepares them"
    case .sourceWithoutCustomClass:
      "identified segue(s) from controllers without a custom class: no class to extend"
    case .sourceClassNotAnIdentifier:
      "identified segue(s) from classes whose name is not a Swift identifier"
    case .moduleNotAnIdentifier:
      "identified segue(s) from classes whose module name is not a Swift identifier"
    case .sourceClassHidden:
      "identified segue(s) from classes Swift cannot see where the storyboard looks, as "
        + "--sources shows: not extended"
    case .segueClassHidden:
      "custom segue class(es) Swift cannot see, as --sources shows: typed as the base class"
    case .segueClassNotAnIdentifier:
      "custom segue class(es) whose name is not a Swift identifier: typed as the base class"
    case .segueActionNotASelector:
      "@IBSegueAction selector(s) that cannot name a Swift method: not checked"
    case .segueActionPrivate:
      "@IBSegueAction method(s) private to their file, as --sources shows: not checked"
    case .watchOSStoryboard:
      "watchOS storyboard(s): SegueKit has no WatchKit adapter"
    case .unknownPlatformStoryboard:
      "storyboard(s) for a platform this version does not know"
    }
  }

  /// A note: a skip is counted in the summary, not reported one by one.
  var diagnostic: Diagnostic {
    Diagnostic(severity: .note, message: "Skipped: \(explanation).", errorID: "skipped")
  }
}
