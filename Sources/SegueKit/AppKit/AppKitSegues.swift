#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// AppKit's segue facts: `NSStoryboardSegue` and the containers its destination may be — a
  /// window controller's content, a tab view controller's items, a split view controller's
  /// items. AppKit has no presentation style to set: the segue's kind decides how it presents.
  enum AppKitSegues: SeguePlatform {
    static func identifier(of segue: NSStoryboardSegue) -> String? { segue.identifier }

    static func destination(of segue: NSStoryboardSegue) -> Any { segue.destinationController }

    static func contents(of controller: Any) -> ContainerContents<Any> {
      if let window = controller as? NSWindowController {
        return .window(content: window.contentViewController)
      }
      if let tabs = controller as? NSTabViewController {
        let items = tabs.tabViewItems
        let index = tabs.selectedTabViewItemIndex
        let selected = items.indices.contains(index) ? items[index].viewController : nil
        return .tabs(selected: selected, all: items.compactMap(\.viewController))
      }
      if let split = controller as? NSSplitViewController {
        let items = split.splitViewItems.map(\.viewController)
        return .split(
          SplitColumns(
            primary: items.first, secondary: items.count > 1 ? items.last : nil,
            isCollapsed: false))
      }
      return .none
    }
  }
#endif
