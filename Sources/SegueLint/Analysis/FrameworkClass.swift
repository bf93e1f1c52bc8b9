import StoryboardKit

/// The UIKit or AppKit class Interface Builder instantiates for a controller element without a
/// custom class, for messages that name what a method must return.
enum FrameworkClass {
  /// The class of `kind` on `platform`; the view controller class for the kinds a message does
  /// not need to tell apart.
  static func name(of kind: ControllerKind, on platform: Platform) -> String {
    let isAppKit = platform == .macOS
    switch (isAppKit, kind) {
    case (false, .navigation): return "UINavigationController"
    case (false, .tabBar): return "UITabBarController"
    case (false, .split): return "UISplitViewController"
    case (false, .table): return "UITableViewController"
    case (false, .collection): return "UICollectionViewController"
    case (false, .page): return "UIPageViewController"
    case (true, .window): return "NSWindowController"
    case (true, .split): return "NSSplitViewController"
    case (true, .tab): return "NSTabViewController"
    case (true, .page): return "NSPageController"
    default: return isAppKit ? "NSViewController" : "UIViewController"
    }
  }
}
