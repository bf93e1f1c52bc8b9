import StoryboardKit

extension FrameworkClass {
  /// The class a message names for `controller`, which has no custom class, on `platform`:
  /// AppKit's on macOS, WatchKit's on watchOS, else UIKit's (as the rules read unknown
  /// storyboards). Coarse on purpose: kinds a message need not tell apart are the view
  /// controller class.
  static func messageName(of controller: Controller, on platform: Platform) -> String {
    // A WatchKit storyboard's controllers are WatchKit's (WKInterfaceController,
    // WKHostingController), not UIKit's.
    if platform == .watchOS,
      let watch = FrameworkClass(element: controller.element, platform: platform)
    {
      return watch.name
    }
    let framework: Platform = platform.isAppKit ? .macOS : .iOS
    let kinds = platform.isAppKit ? appKitKinds : uiKitKinds
    let element = kinds.contains(controller.kind) ? controller.element : "viewController"
    // Every element of those kinds is in the table; the element itself is never reached.
    return FrameworkClass(element: element, platform: framework)?.name ?? controller.element
  }

  /// The kinds whose own class a message names, in UIKit and in AppKit storyboards.
  private static let uiKitKinds: Set<ControllerKind> = [
    .navigation, .tabBar, .split, .table, .collection, .page,
  ]
  private static let appKitKinds: Set<ControllerKind> = [.window, .split, .tab, .page]
}
