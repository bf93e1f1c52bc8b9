/// How a node of a navigation hierarchy holds its children: what the navigation rules ask of
/// a controller's class.
package enum NavigationContainer: Sendable, Hashable {
  /// A controller whose children (if any) are embedded by container views.
  case plain
  /// A navigation controller; its children are the stack, root first.
  case navigation
  /// A tab bar controller; its children are the tabs, `selected` the index shown.
  case tabs(selected: Int)
  /// A split view controller; its children are its columns (or AppKit's items), as `layout`
  /// orders them.
  case split(SplitLayout)
  /// A macOS window controller; its child is the content view controller.
  case window

  /// The split view's layout; nil for any other container.
  package var splitLayout: SplitLayout? {
    if case .split(let layout) = self { return layout }
    return nil
  }

  /// The top of a collapsed column-style split view's stack (``SplitLayout/topColumn``);
  /// setting it changes nothing but a split view.
  package var splitTop: Int {
    get { splitLayout?.topColumn ?? 0 }
    set {
      guard case .split(var layout) = self else { return }
      layout.topColumn = newValue
      self = .split(layout)
    }
  }
}
