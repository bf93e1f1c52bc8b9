/// Names one controller among several storyboards: the document's path and the controller's
/// XML id.
public struct ControllerReference: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The path of the document, as in ``StoryboardDocument/path``.
  public var path: String
  /// The controller's XML `id`.
  public var controllerID: String

  public init(path: String, controllerID: String) {
    self.path = path
    self.controllerID = controllerID
  }

  public static func < (lhs: ControllerReference, rhs: ControllerReference) -> Bool {
    (lhs.path, lhs.controllerID) < (rhs.path, rhs.controllerID)
  }

  /// `path#id`.
  public var description: String { "\(path)#\(controllerID)" }
}
