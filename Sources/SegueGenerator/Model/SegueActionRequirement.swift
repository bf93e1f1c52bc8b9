import SourceIndex

/// An `@IBSegueAction` method a controller class must have: the storyboard calls it to create
/// a segue's destination.
struct SegueActionRequirement: Sendable, Hashable {
  var method: SegueActionSelector
  /// The type the method must return an optional of (a subclass or a non-optional will do).
  var returnType: TypeName
}
