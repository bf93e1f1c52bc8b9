/// Why a declared method cannot be the `@IBSegueAction` of a segue, as the end of a sentence
/// that starts with the method's name.
package enum SegueActionRejection: Sendable, Hashable, CustomStringConvertible {
  /// A `static` or `class` method; UIKit calls an instance method of the source controller.
  case classMethod
  /// An `async` method; UIKit needs the destination at once.
  case async
  /// A throwing method, which Objective-C sees with an extra error parameter.
  case throwing
  /// A Swift method Objective-C cannot call: not `@IBSegueAction`, not `@objc`.
  case notExposed
  /// The parameter at `position` (0-based) has a type that cannot take what UIKit passes.
  case parameterType(position: Int, written: String, expected: String)
  /// The method returns something that is not a controller class (`Void`, `Any`, `id`).
  case notAController(written: String)
  /// The method returns a class that is neither the destination's class nor one of its
  /// superclasses or subclasses.
  case unrelatedReturnType(written: String, destination: String)

  package var description: String {
    switch self {
    case .classMethod:
      "is a class method, but UIKit calls an instance method of the source controller"
    case .async:
      "is async, but UIKit needs the destination at once"
    case .throwing:
      "throws, so Objective-C sees it with an extra error parameter and another selector"
    case .notExposed:
      "is not marked @IBSegueAction (or @objc), so UIKit cannot call it"
    case .parameterType(let position, let written, let expected):
      "takes \(written) as its \(Self.ordinals[position]) parameter, where UIKit passes "
        + "\(Self.passed[position]) (\(expected))"
    case .notAController(let written):
      written == "id"
        ? "returns id, which Swift sees as Any: declare the controller class it returns"
        : "returns \(written), not a controller class"
    case .unrelatedReturnType(let written, let destination):
      "returns \(written), which is neither \(destination), the class of the segue's "
        + "destination, nor a superclass or subclass of it"
    }
  }

  private static let ordinals = ["first", "second", "third"]
  private static let passed = ["the coder", "the sender", "the segue's identifier"]
}
