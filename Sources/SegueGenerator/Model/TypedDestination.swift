import StoryboardKit

/// What generated code knows about where a segue leads.
struct TypedDestination: Sendable, Hashable {
  /// The class the source's code means: a navigation (UIKit) or window (AppKit) controller's
  /// content when it has a custom class; otherwise the destination's own class.
  var type: TypeName
  /// The class Interface Builder instantiates: what an `@IBSegueAction` method returns.
  var createdType: TypeName
  /// The framework class ``createdType`` is a kind of: a view controller, or an AppKit window
  /// controller.
  var createdBase: TypeName
  /// Where it leads, for a documentation comment (already safe to put in one).
  var summary: String
  /// A warning at each controller whose class Swift cannot see (`--sources`).
  var warnings: [Diagnostic] = []
}
