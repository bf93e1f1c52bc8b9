import StoryboardKit

extension UIFramework {
  /// The framework class Interface Builder instantiates for a scene whose controller has no
  /// custom class, by its element; and, when the element's own class is in a module the code
  /// does not import (GLKit, AVKit, SwiftUI), why the scene is typed as the base class instead.
  func sceneClass(of element: String) -> (type: TypeName, note: String?) {
    if let name = sceneClasses[element] { return (.framework(name), nil) }
    let base = viewControllerClass
    let note =
      switch element {
      case "glkViewController": "GLKit's `GLKViewController`"
      case "avPlayerViewController": "AVKit's `AVPlayerViewController`"
      case "hostingController":
        "SwiftUI's generic `\(self == .uiKit ? "UIHostingController" : "NSHostingController")`"
      default: "a `\(comment: element)` element"
      }
    return (base, "the base class of " + note)
  }

  /// The element classes this code names, by element.
  private var sceneClasses: [String: String] {
    switch self {
    case .uiKit:
      [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
        "pagecontroller": "UIPageViewController",
      ]
    case .appKit:
      [
        "viewController": "NSViewController", "windowController": "NSWindowController",
        "splitViewController": "NSSplitViewController",
        "tabViewController": "NSTabViewController", "pagecontroller": "NSPageController",
        "pageViewController": "NSPageController",
        "collectionViewItem": "NSCollectionViewItem",
      ]
    }
  }

  /// Whether an element's controller is a window controller (AppKit).
  static func isWindowController(_ element: String) -> Bool {
    element == "windowController"
  }
}
