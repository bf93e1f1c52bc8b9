import HeadlessNavigation
import SegueCommandLine
import StoryboardKit

/// `--custom-segue CLASS=KIND`: what a custom segue class does, told to `simulate` and
/// `explore`, since the storyboard only names the class. KIND is spelled as storyboards spell
/// segue kinds, so users write what Interface Builder shows them.
enum CustomSegueArgument {
  /// The option, as both commands take it.
  static let option = CommandOption.repeated(
    "custom-segue", "CLASS=KIND",
    help: "What a custom segue class does (repeatable). KIND: show, showDetail, presentation "
      + "(or presentation:STYLE, such as presentation:fullScreen), popoverPresentation or "
      + "pushDetail; push and modal as older storyboards write them. Without it, custom segues "
      + "other than SegueKit's PushDetailSegue cannot run.")

  /// The kinds KIND may name, in the order the help lists them.
  static let kinds: [(name: String, kind: HeadlessSegueKind)] = [
    ("show", .show), ("showDetail", .showDetail), ("presentation", .presentation(.automatic)),
    ("popoverPresentation", .popoverPresentation), ("pushDetail", .pushDetail),
  ]

  /// The kinds older storyboards write, which KIND also takes.
  static let legacyKinds: [(name: String, kind: HeadlessSegueKind)] = [
    ("push", .show), ("modal", .presentation(.automatic)),
  ]

  /// The behaviours of every `--custom-segue` value, by class name.
  static func behaviours(_ values: [String]) throws(UsageError) -> [String: HeadlessSegueKind] {
    var behaviours: [String: HeadlessSegueKind] = [:]
    for value in values {
      let (name, kind) = try parse(value)
      if let earlier = behaviours[name], earlier != kind {
        throw UsageError("'--custom-segue' gives the class '\(name)' two kinds; give it one.")
      }
      behaviours[name] = kind
    }
    return behaviours
  }

  /// `CLASS=KIND` as the class name and its behaviour.
  static func parse(_ value: String) throws(UsageError) -> (String, HeadlessSegueKind) {
    let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw UsageError(
        "'\(value)' is not a value of '--custom-segue'; expected CLASS=KIND, such as "
          + "FadeSegue=presentation.")
    }
    let name = String(parts[0])
    let spelled = parts[1].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let kind = (kinds + legacyKinds).first(where: { $0.name == spelled[0] })?.kind else {
      throw UsageError(
        "'\(parts[1])' is not a segue kind of '--custom-segue'."
          + NameSuggestion.didYouMean(String(spelled[0]), among: kinds.map(\.name))
          + " Expected " + kinds.map(\.name).joined(separator: ", ") + ".")
    }
    guard spelled.count == 2 else { return (name, kind) }
    guard case .presentation = kind else {
      throw UsageError("'\(parts[1])': only presentation takes a style (presentation:STYLE).")
    }
    guard let style = HeadlessPresentationStyle(rawValue: String(spelled[1])) else {
      throw UsageError(
        "'\(spelled[1])' is not a presentation style of '--custom-segue'."
          + NameSuggestion.didYouMean(
            String(spelled[1]), among: HeadlessPresentationStyle.allCases.map(\.rawValue))
          + " Expected "
          + HeadlessPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
          + ".")
    }
    return (name, .presentation(style))
  }
}
