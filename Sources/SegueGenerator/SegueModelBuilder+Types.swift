import StoryboardKit

/// How the model builder reads class names: which are Swift identifiers, which module they come
/// from, and what to say when one cannot be used.
extension SegueModelBuilder {
  /// The class to extend for segues of a scene whose controller is `controller`.
  func sourceType(of controller: Controller?) -> Result<TypeName, SkipReason> {
    guard let reference = controller?.classReference else {
      return .failure(.sourceWithoutCustomClass)
    }
    guard reference.mangling != .undecodable, SwiftIdentifier.isValid(reference.name) else {
      return .failure(.sourceClassNotAnIdentifier)
    }
    guard let type = customType(reference) else { return .failure(.moduleNotAnIdentifier) }
    return .success(type)
  }

  /// The custom class of `controller`, when it has a usable one.
  func customType(of controller: Controller) -> TypeName? {
    controller.classReference.flatMap(customType)
  }

  /// The class as the generated code spells it; nil when its name or module is not a Swift
  /// identifier.
  func customType(_ reference: ClassReference) -> TypeName? {
    guard reference.mangling != .undecodable, SwiftIdentifier.isValid(reference.name) else {
      return nil
    }
    var imported = reference.isInCurrentTarget ? nil : reference.module
    // Classes of the frameworks and of SegueKit come with the imports every file has.
    if let imported, Self.alwaysImported.contains(imported) { return .framework(reference.name) }
    if imported == currentModule { imported = nil }
    if let imported, !SwiftIdentifier.isValid(imported) { return nil }
    return TypeName(name: reference.name, module: imported)
  }

  /// Modules every generated file imports (the framework for its platform and SegueKit).
  static let alwaysImported: Set<String> = ["SegueKit", "UIKit", "AppKit", "Foundation"]

  func refusal(
    of controller: Controller, reason: SkipReason, path: String
  ) -> Diagnostic {
    let name = SwiftStringLiteral.quoted(controller.customClass ?? "")
    let module = SwiftStringLiteral.quoted(controller.customModule ?? "")
    let message =
      if reason == .moduleNotAnIdentifier {
        "The module \(module) of custom class \(name) is not a Swift identifier, so no code is generated for its segues."
      } else if controller.classReference?.mangling == .undecodable {
        "The custom class \(name) is a Swift mangled name that cannot be decoded, so no code is generated for its segues."
      } else {
        "The custom class \(name) is not a Swift identifier, so no code is generated for its segues."
      }
    return Diagnostic(
      path: path, location: controller.location, severity: .warning, message: message)
  }
}
