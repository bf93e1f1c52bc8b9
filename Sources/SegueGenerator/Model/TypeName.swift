import SourceIndex

/// A class named in generated code: a custom class from a storyboard, with the module it lives
/// in, or a framework class such as `UIViewController`.
struct TypeName: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The class name, already checked to be a Swift identifier.
  var name: String
  /// The module to import for it; nil for the module being generated for, and for framework
  /// classes.
  var module: String?
  /// Whether it is a UIKit or AppKit class, imported with the framework.
  var isFramework: Bool
  /// Whether the module being generated for declares a class of the same name, which would
  /// shadow this one if it were written plainly.
  var isShadowed: Bool
  /// Whether it is one of SegueKit's classes (`PushDetailSegue`): a `--standalone` file that
  /// names one imports SegueKit after all, which the storyboard needs at run time anyway.
  var isSegueKit = false

  init(name: String, module: String?, isFramework: Bool = false, isShadowed: Bool = false) {
    self.name = name
    self.module = module
    self.isFramework = isFramework
    self.isShadowed = isShadowed
  }

  /// A UIKit or AppKit class.
  static func framework(_ name: String) -> TypeName {
    TypeName(name: name, module: nil, isFramework: true)
  }

  static func < (lhs: TypeName, rhs: TypeName) -> Bool {
    (lhs.name, lhs.module ?? "") < (rhs.name, rhs.module ?? "")
  }

  /// The name as written when it is not ambiguous.
  var description: String { SwiftIdentifier.escaped(name) }

  /// `Module.Name`, for a name that several modules of one run declare, or that the current
  /// module declares too.
  var qualified: String {
    guard let module else { return description }
    return SwiftIdentifier.escaped(module) + "." + description
  }
}
