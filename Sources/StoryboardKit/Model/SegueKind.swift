/// The `kind` attribute of a `<segue>`: every iOS and macOS kind, deprecated ones included.
/// A kind this version does not know is kept as written in ``unknown(_:)``.
public enum SegueKind: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
  case show
  case showDetail
  case presentation
  case popoverPresentation
  case embed
  case unwind
  case relationship
  case custom
  /// Deprecated on iOS since 8 (use show); not a macOS kind.
  case push
  /// Deprecated on iOS since 8 (use presentation); a current kind on macOS.
  case modal
  /// Deprecated on iOS since 8 (use showDetail).
  case replace
  /// Deprecated on iOS since 8 (use popoverPresentation); a current kind on macOS.
  case popover
  /// macOS only.
  case sheet
  case unknown(String)

  public init(rawValue: String) {
    switch rawValue {
    case "show": self = .show
    case "showDetail": self = .showDetail
    case "presentation": self = .presentation
    case "popoverPresentation": self = .popoverPresentation
    case "embed": self = .embed
    case "unwind": self = .unwind
    case "relationship": self = .relationship
    case "custom": self = .custom
    case "push": self = .push
    case "modal": self = .modal
    case "replace": self = .replace
    case "popover": self = .popover
    case "sheet": self = .sheet
    default: self = .unknown(rawValue)
    }
  }

  /// The string written in the storyboard.
  public var rawValue: String {
    switch self {
    case .show: "show"
    case .showDetail: "showDetail"
    case .presentation: "presentation"
    case .popoverPresentation: "popoverPresentation"
    case .embed: "embed"
    case .unwind: "unwind"
    case .relationship: "relationship"
    case .custom: "custom"
    case .push: "push"
    case .modal: "modal"
    case .replace: "replace"
    case .popover: "popover"
    case .sheet: "sheet"
    case .unknown(let raw): raw
    }
  }

  public var description: String { rawValue }

  /// The kind Interface Builder recommends instead, when this one is deprecated on `platform`.
  public func modernReplacement(on platform: Platform) -> SegueKind? {
    if platform.isAppKit { return nil }
    switch self {
    case .push: return .show
    case .modal: return .presentation
    case .replace: return .showDetail
    case .popover: return .popoverPresentation
    default: return nil
    }
  }

  /// Whether the segue can be performed: relationship and embed segues are set up by their
  /// container and are never performed by identifier.
  public var isPerformable: Bool {
    switch self {
    case .relationship, .embed: false
    default: true
    }
  }
}
