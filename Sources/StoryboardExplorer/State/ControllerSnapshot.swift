import NavigationCore

/// One controller of a ``SimulatorState``: its class, how it contains others, its children and
/// what it presents.
public struct ControllerSnapshot: Sendable, Hashable {
  /// How the controller holds its children.
  public enum Role: Sendable, Hashable {
    /// A controller whose children are embedded by container views.
    case controller
    /// A navigation controller; its children are the stack, root first.
    case navigation
    /// A tab bar controller; its children are the tabs, `selected` the index shown.
    case tabs(selected: Int)
    /// A split view controller; its children are the primary and the secondary column.
    case split(collapsed: Bool)
    /// A macOS window controller; its child is the content view controller.
    case window
  }

  /// The custom class, else the UIKit or AppKit class; a stand-in's name in parentheses.
  public var name: String
  /// The module the storyboard names for the custom class (`customModule`, or the one a
  /// mangled class name holds); nil when it names none.
  public var module: String?
  public var role: Role
  /// Where the scene is written; nil for a stand-in and a controller the simulator did not
  /// make.
  public var place: StoryboardLocation?
  public var children: [ControllerSnapshot]
  /// How this controller is shown when it is presented, adapted to the size class.
  public var presentationStyle: HeadlessPresentationStyle?
  /// Whether this is the controller the user sees.
  public var isVisible: Bool
  /// Which column of its parent split view controller this is; nil outside a split view.
  public var column: SplitColumn?
  /// Holds the presented controller: an array gives the struct its indirection.
  var presentedStorage: [ControllerSnapshot]

  /// The controller this one presents.
  public var presented: ControllerSnapshot? { presentedStorage.first }

  /// This controller, then its children and what they present, depth first, then what it
  /// presents.
  public var allControllers: [ControllerSnapshot] {
    var result = [self]
    for child in children { result += child.allControllers }
    if let presented { result += presented.allControllers }
    return result
  }
}
