import SourceIndex

/// An `@IBSegueAction` method a controller class must have: the storyboard calls it to create
/// a segue's destination.
struct SegueActionRequirement: Sendable, Hashable {
  /// The storyboard's selector, read as a Swift method.
  var method: SegueActionSelector
  /// The class Interface Builder instantiates: what the method creates.
  var returnType: TypeName
  /// The framework class the method must return (optional or not, or a subclass of it):
  /// UIKit's view controller, AppKit's view or window controller.
  var returnBase: TypeName
  /// The method's Swift base name and argument labels, as the sources declare it when they
  /// do, else as the selector reads.
  var baseName: String
  var labels: [String]

  init(method: SegueActionSelector, returnType: TypeName, returnBase: TypeName) {
    self.method = method
    self.returnType = returnType
    self.returnBase = returnBase
    baseName = method.baseName
    labels = method.labels
  }

  /// How code names the method: `makeDetail(_:sender:)`.
  var swiftReference: String {
    SwiftIdentifier.escaped(baseName) + "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}
