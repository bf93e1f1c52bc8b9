/// One thing the user (or the app's code) does in a simulation.
///
/// A step list mixes the forms: `["ShowSettings", .tab(1), .back]`, or with the identifiers
/// SegueKit generates, `[.segue(JobListViewController.SegueIdentifier.showAddPaycheck)]`.
public enum Step: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// Performs the segue with this identifier (or, for a segue without identifier, this XML
  /// id) from the visible controller or, failing that, the nearest controller below it that
  /// has it.
  case segue(String)
  /// Selects the tab at this index (from 0) of the nearest tab bar controller.
  case tab(Int)
  /// Pops the nearest navigation stack that holds more than its root.
  case back
  /// Dismisses the topmost presented controller.
  case dismiss

  /// Reads a step as written in a step list: `back`, `dismiss`, `tab:N`, `segue:NAME` (for an
  /// identifier that reads as one of the others), or else a segue identifier or id.
  public init(_ text: String) {
    switch text {
    case "back": self = .back
    case "dismiss": self = .dismiss
    default:
      if text.hasPrefix("tab:"), let index = Int(text.dropFirst(4)), index >= 0 {
        self = .tab(index)
      } else if text.hasPrefix("segue:"), text.count > 6 {
        self = .segue(String(text.dropFirst(6)))
      } else {
        self = .segue(text)
      }
    }
  }

  /// Reads a string literal as ``init(_:)`` reads text: `"back"` is ``back``.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// Performs the segue a typed identifier names: a case of a generated `SegueIdentifier`
  /// enum (`JobListViewController.SegueIdentifier.showAddPaycheck`) or of any `String` enum,
  /// whose raw value is the segue's identifier. The raw value is never read as `back`,
  /// `dismiss` or `tab:N`.
  public static func segue<Identifier: RawRepresentable>(_ identifier: Identifier) -> Step
  where Identifier.RawValue == String {
    .segue(identifier.rawValue)
  }

  /// The step as a step list writes it; `Step(description)` reads it back.
  public var description: String {
    switch self {
    case .segue(let name):
      Step(name) == self ? name : "segue:" + name
    case .tab(let index): "tab:\(index)"
    case .back: "back"
    case .dismiss: "dismiss"
    }
  }
}
