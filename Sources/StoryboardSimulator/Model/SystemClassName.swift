import StoryboardKit

/// The UIKit, AppKit or WatchKit class Interface Builder instantiates for a controller element
/// without a custom class.
enum SystemClassName {
  static func of(element: String, platform: Platform) -> String {
    if platform.isAppKit {
      return appKit[element] ?? element
    }
    if platform == .watchOS, element == "controller" { return "WKInterfaceController" }
    return uiKit[element] ?? element
  }

  private static let uiKit: [String: String] = [
    "viewController": "UIViewController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController",
    "pageViewController": "UIPageViewController",
    "hostingController": "UIHostingController",
    "avPlayerViewController": "AVPlayerViewController",
    "glkViewController": "GLKViewController",
    "lookAroundViewController": "MKLookAroundViewController",
  ]

  private static let appKit: [String: String] = [
    "viewController": "NSViewController",
    "windowController": "NSWindowController",
    "splitViewController": "NSSplitViewController",
    "tabViewController": "NSTabViewController",
    "pagecontroller": "NSPageController",
    "hostingController": "NSHostingController",
    "application": "NSApplication",
  ]
}
