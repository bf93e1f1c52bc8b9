#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// What an AppKit controller contains, for ``DestinationResolver``: a window controller's
  /// content, a tab view controller's items, a split view controller's items.
  @MainActor
  func appKitContainerContents(of controller: Any) -> ContainerContents<Any> {
    if let window = controller as? NSWindowController {
      return .window(content: window.contentViewController)
    }
    if let tabs = controller as? NSTabViewController {
      let children = tabs.tabViewItems.compactMap(\.viewController)
      let index = tabs.selectedTabViewItemIndex
      let selected =
        tabs.tabViewItems.indices.contains(index)
        ? tabs.tabViewItems[index].viewController : nil
      return .tabs(selected: selected, all: children)
    }
    if let split = controller as? NSSplitViewController {
      let items = split.splitViewItems.map(\.viewController)
      return .split(
        SplitColumns(
          primary: items.first, secondary: items.count > 1 ? items.last : nil, isCollapsed: false))
    }
    return .none
  }
#endif
