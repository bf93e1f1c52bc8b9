/// How a node of a navigation hierarchy holds its children: what the navigation rules ask of
/// a controller's class.
package enum NavigationContainer: Sendable, Hashable {
  /// A controller whose children (if any) are embedded by container views.
  case plain
  /// A navigation controller; its children are the stack, root first.
  case navigation
  /// A tab bar controller; its children are the tabs, `selected` the index shown.
  case tabs(selected: Int)
  /// A classic split view controller; its children are the primary and the secondary column.
  case split
  /// A macOS window controller; its child is the content view controller.
  case window
}
