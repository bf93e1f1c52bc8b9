/// What a scene's controller is, read from its element name.
public enum ControllerKind: Sendable, Hashable {
  /// `viewController`, and watchOS `controller` elements (interface controllers).
  case view
  case table
  case collection
  case navigation
  case tabBar
  case split
  case page
  /// macOS `windowController`.
  case window
  /// macOS `tabViewController`.
  case tab
  /// SwiftUI `hostingController`.
  case hosting
  /// A storyboard reference: `viewControllerPlaceholder` (iOS) or `controllerPlaceholder` (macOS).
  case reference
  /// The macOS application scene (`application`), which holds the menus.
  case application
  /// Any other element, such as `avPlayerViewController` or watchOS `notificationController`.
  case other

  /// Classifies an element name.
  public init(element: String) {
    switch element {
    case "viewController", "controller": self = .view
    case "tableViewController": self = .table
    case "collectionViewController": self = .collection
    case "navigationController": self = .navigation
    case "tabBarController": self = .tabBar
    case "splitViewController": self = .split
    case "pageViewController", "pagecontroller": self = .page
    case "windowController": self = .window
    case "tabViewController": self = .tab
    case "hostingController": self = .hosting
    case "viewControllerPlaceholder", "controllerPlaceholder": self = .reference
    case "application": self = .application
    default: self = .other
    }
  }

  /// Whether the controller contains others through relationship segues.
  public var isContainer: Bool {
    switch self {
    case .navigation, .tabBar, .split, .page, .window, .tab: true
    default: false
    }
  }
}
