/// The class of an Apple framework that Interface Builder instantiates for a controller element
/// without a custom class: UIKit's `UITableViewController` for a `tableViewController`, AppKit's
/// `NSWindowController` for a `windowController`. The one table of these facts; each command
/// decides on top of it what it names (the generator only classes of the module it imports).
package struct FrameworkClass: Sendable, Hashable {
  /// The module that declares the class: `UIKit`, `AppKit`, `WatchKit`, `GLKit`, `AVKit`,
  /// `SwiftUI` or `MapKit`.
  package var module: String
  /// The class name, such as `UITableViewController`.
  package var name: String
  /// Whether the class is generic (the hosting controllers, over a SwiftUI view), so that code
  /// cannot name it without the view's type.
  package var isGeneric: Bool

  package init(module: String, name: String, isGeneric: Bool = false) {
    self.module = module
    self.name = name
    self.isGeneric = isGeneric
  }

  /// The class of `element` on `platform`; nil for an element without one here (a storyboard
  /// reference, a custom object, a watchOS notification or glance controller) and on a platform
  /// this version does not know.
  package init?(element: String, platform: Platform) {
    let classes: [String: FrameworkClass]
    switch platform {
    case .iOS, .tvOS: classes = Self.uiKit
    case .macOS: classes = Self.appKit
    case .watchOS: classes = Self.watchKit
    case .unknown: return nil
    }
    guard let found = classes[element] else { return nil }
    self = found
  }

  // `pageViewController` (iOS) and `pagecontroller` (macOS) are each platform's page controller
  // whichever file holds them, as ControllerKind reads both as `.page`.
  private static let uiKit: [String: FrameworkClass] = [
    "viewController": .init(module: "UIKit", name: "UIViewController"),
    "tableViewController": .init(module: "UIKit", name: "UITableViewController"),
    "collectionViewController": .init(module: "UIKit", name: "UICollectionViewController"),
    "navigationController": .init(module: "UIKit", name: "UINavigationController"),
    "tabBarController": .init(module: "UIKit", name: "UITabBarController"),
    "splitViewController": .init(module: "UIKit", name: "UISplitViewController"),
    "pageViewController": .init(module: "UIKit", name: "UIPageViewController"),
    "pagecontroller": .init(module: "UIKit", name: "UIPageViewController"),
    "glkViewController": .init(module: "GLKit", name: "GLKViewController"),
    "avPlayerViewController": .init(module: "AVKit", name: "AVPlayerViewController"),
    "hostingController": .init(module: "SwiftUI", name: "UIHostingController", isGeneric: true),
    "lookAroundViewController": .init(module: "MapKit", name: "MKLookAroundViewController"),
  ]

  private static let appKit: [String: FrameworkClass] = [
    "viewController": .init(module: "AppKit", name: "NSViewController"),
    "windowController": .init(module: "AppKit", name: "NSWindowController"),
    "splitViewController": .init(module: "AppKit", name: "NSSplitViewController"),
    "tabViewController": .init(module: "AppKit", name: "NSTabViewController"),
    "pagecontroller": .init(module: "AppKit", name: "NSPageController"),
    "pageViewController": .init(module: "AppKit", name: "NSPageController"),
    "collectionViewItem": .init(module: "AppKit", name: "NSCollectionViewItem"),
    "hostingController": .init(module: "SwiftUI", name: "NSHostingController", isGeneric: true),
    "application": .init(module: "AppKit", name: "NSApplication"),
  ]

  private static let watchKit: [String: FrameworkClass] = [
    "controller": .init(module: "WatchKit", name: "WKInterfaceController"),
    "hostingController": .init(module: "WatchKit", name: "WKHostingController", isGeneric: true),
  ]
}
