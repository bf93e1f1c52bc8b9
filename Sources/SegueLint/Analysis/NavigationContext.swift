/// The ways a controller can be reached, as far as `show` is concerned: a set of flags, since
/// a controller reached by several paths can be in several at once.
package struct NavigationContext: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// An ancestor handles `show`: inside a navigation controller's stack (its root, pushed onto
  /// it, or embedded in or contained by a controller that is), or a split view's child.
  package static let stack = NavigationContext(rawValue: 1)
  /// No ancestor handles `show`: the window's root, a presented controller, a tab of a tab bar
  /// controller that is itself outside any stack.
  package static let bare = NavigationContext(rawValue: 2)
  /// Presented as a popover without a navigation controller of its own.
  package static let popover = NavigationContext(rawValue: 4)
  /// Reached in a way the storyboards do not show: instantiated from code by its storyboard
  /// identifier, through a custom segue, or as a split view's detail.
  package static let unknown = NavigationContext(rawValue: 8)
}
