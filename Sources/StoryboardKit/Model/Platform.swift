/// The platform a storyboard is written for, read from the document's `targetRuntime`
/// (matched by prefix) and, failing that, from its `type`.
public enum Platform: Sendable, Hashable, CustomStringConvertible {
  case iOS
  case tvOS
  case watchOS
  case macOS
  /// A `targetRuntime` this version does not know, kept as written.
  case unknown(String)

  /// Reads the platform from the `<document>` attributes.
  public init(targetRuntime: String?, documentType: String?) {
    let runtime = targetRuntime ?? ""
    if runtime.hasPrefix("iOS") {
      self = .iOS
    } else if runtime.hasPrefix("AppleTV") {
      self = .tvOS
    } else if runtime.hasPrefix("watchKit") {
      self = .watchOS
    } else if runtime.hasPrefix("MacOSX") {
      self = .macOS
    } else if documentType?.contains(".Cocoa.") == true {
      self = .macOS
    } else if documentType?.contains(".CocoaTouch.") == true {
      self = .iOS
    } else {
      self = .unknown(runtime)
    }
  }

  /// Whether the platform uses AppKit rather than UIKit or WatchKit.
  public var isAppKit: Bool { self == .macOS }

  /// The framework that loads the storyboard and looks its custom classes up: AppKit,
  /// WatchKit, else UIKit.
  package var framework: String {
    switch self {
    case .macOS: "AppKit"
    case .watchOS: "WatchKit"
    default: "UIKit"
    }
  }

  public var description: String {
    switch self {
    case .iOS: "iOS"
    case .tvOS: "tvOS"
    case .watchOS: "watchOS"
    case .macOS: "macOS"
    case .unknown(let runtime): runtime.isEmpty ? "unknown" : runtime
    }
  }
}
