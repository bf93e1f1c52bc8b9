/// Where `StoryboardScene` looks for its storyboards: the bundle that the target holding them
/// compiles them into. The generated `BundleToken.bundle` returns it, and every storyboard enum's
/// `bundle` is that.
package enum SceneBundle: Sendable, Hashable {
  /// `Bundle.module` where SwiftPM builds the file (`#if SWIFT_PACKAGE`), else `Bundle(for:)`
  /// a class of the module: the default when the target's kind is not known. It is right for
  /// a package target (its storyboards are its resources), for the same folder built as a
  /// framework by CocoaPods or Carthage, for a framework target and for an app, where the
  /// bundle of the module's classes is the main bundle.
  case moduleOrFramework
  /// `Bundle.module`: a Swift package target whose storyboards are its resources.
  case module
  /// `Bundle(for:)` a class of the module: a framework target's own bundle.
  case ofFramework
  /// `Bundle.main`: an app target.
  case main
  /// A Swift expression of type `Bundle`, the project's own code, written as given
  /// (`segue generate --bundle`): a CocoaPods resource bundle and the like. Check it with
  /// ``problem(inExpression:)`` first.
  case expression(String)

  /// The body of `BundleToken.bundle`, a line each.
  var lines: [String] {
    switch self {
    case .moduleOrFramework:
      [
        "#if SWIFT_PACKAGE", "  Bundle.module", "#else", "  Bundle(for: BundleToken.self)",
        "#endif",
      ]
    case .module: ["Bundle.module"]
    case .ofFramework: ["Bundle(for: BundleToken.self)"]
    case .main: ["Bundle.main"]
    case .expression(let expression): ["// From `segue generate --bundle`, as given.", expression]
    }
  }

  /// What `BundleToken`'s documentation says it finds, a line each.
  var documentation: [String] {
    switch self {
    case .moduleOrFramework:
      [
        "Finds the bundle the storyboards are compiled into: the package's resource bundle in a",
        "Swift package, the bundle of this module's classes otherwise.",
      ]
    case .module:
      ["Finds the bundle the storyboards are compiled into: the package target's resources."]
    case .ofFramework:
      ["Finds the bundle the storyboards are compiled into: the framework's, that of its classes."]
    case .main: ["Finds the bundle the storyboards are compiled into: the app's main bundle."]
    case .expression:
      [
        "Finds the bundle the storyboards are compiled into: the one the expression given to",
        "`segue generate --bundle` names.",
      ]
    }
  }
}
