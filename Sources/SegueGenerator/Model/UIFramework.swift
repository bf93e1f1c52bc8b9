import StoryboardKit

/// The framework whose segue API generated code is written against: UIKit for iOS and tvOS
/// storyboards, AppKit for macOS ones.
enum UIFramework: String, Sendable, Hashable, Comparable, CaseIterable {
  case uiKit
  case appKit

  /// The framework of `platform`; nil for watchOS, whose segues SegueKit has no adapter for,
  /// and for platforms this version does not know.
  init?(platform: Platform) {
    switch platform {
    case .iOS, .tvOS: self = .uiKit
    case .macOS: self = .appKit
    case .watchOS, .unknown: return nil
    }
  }

  static func < (lhs: UIFramework, rhs: UIFramework) -> Bool {
    lhs.moduleName < rhs.moduleName
  }

  /// The module to import.
  var moduleName: String {
    switch self {
    case .uiKit: "UIKit"
    case .appKit: "AppKit"
    }
  }

  /// The condition SegueKit's adapter for the framework is compiled under, and so the code
  /// generated against it: `canImport(UIKit)` holds on watchOS, which has no view controllers,
  /// and `canImport(AppKit)` on Mac Catalyst, whose controllers are UIKit's.
  var compilationCondition: String {
    switch self {
    case .uiKit: "canImport(UIKit) && !os(watchOS)"
    case .appKit: "canImport(AppKit) && !targetEnvironment(macCatalyst)"
    }
  }

  /// The class of the segue objects `prepare(for:sender:)` receives.
  var segueClass: TypeName {
    .framework(self == .uiKit ? "UIStoryboardSegue" : "NSStoryboardSegue")
  }

  /// The most general view controller class.
  var viewControllerClass: TypeName {
    .framework(self == .uiKit ? "UIViewController" : "NSViewController")
  }
}
