import NavigationCore
import StoryboardKit

/// What the simulator instantiates for one scene: the controller's name, how it contains
/// others, what it embeds, its segues and the unwind actions its class implements.
package struct SceneBlueprint: Sendable {
  /// How the scene's controller holds other controllers, from its relationship segues.
  package enum Role: Sendable, Hashable {
    /// A controller that contains nothing but what its container views embed.
    case plain
    /// A navigation controller and its root view controller.
    case navigation(root: SceneTarget)
    /// A tab bar (or macOS tab view) controller and its tabs, the first selected.
    case tabs([SceneTarget])
    /// A split view controller: its columns (AppKit's items) in `layout`'s order.
    case split(layout: SplitLayout, columns: [SceneTarget])
    /// A macOS window controller and its content view controller.
    case window(content: SceneTarget?)

    /// Whether container views embed children here; a navigation, tab or split controller's
    /// children are its own list, so an embed segue on one is ignored.
    var holdsEmbeddedChildren: Bool {
      switch self {
      case .plain, .window: true
      case .navigation, .tabs, .split: false
      }
    }
  }

  package var node: NodeID
  /// The custom class, else the UIKit or AppKit class.
  package var name: String
  /// The custom class as Swift names it, when the scene has one.
  package var customClass: String?
  /// The module the storyboard names for the custom class, when it names one.
  package var module: String?
  /// The platform of the storyboard that holds the scene, whose rules it runs by.
  package var platform: Platform
  package var role: Role
  /// The destinations of the scene's embed segues, in document order.
  package var embeds: [SceneTarget]
  /// The segues that can be performed from the scene, unwind segues included, in document
  /// order.
  package var segues: [SegueBlueprint]
  /// The unwind actions (selectors) the scene's class implements.
  package var unwindActions: Set<String>
  package var place: StoryboardLocation
}
