import StoryboardKit

/// One scene of a storyboard enum of `StoryboardScene`: the initial scene, or a scene with a
/// storyboard identifier.
struct GeneratedScene: Sendable, Hashable {
  /// The storyboard identifier, the value's `identifier`; nil for the initial scene.
  var identifier: String?
  /// The property's name (without backticks): `initialScene`, or the identifier's.
  var propertyName: String
  /// The controller class the scene instantiates, as code can name it.
  var type: TypeName
  /// The class of another framework the scene is typed as where that framework can be imported
  /// (`#if canImport(GLKit)`); `type`, its base class, elsewhere.
  var importedType: FrameworkClass? = nil
  /// Whether the controller is an AppKit window controller, for stand-in declarations.
  var isWindowController: Bool
  /// What the documentation comment says the scene is (already safe to put in one).
  var summary: String
}
