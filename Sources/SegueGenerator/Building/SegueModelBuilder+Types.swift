import StoryboardKit

/// How the model builder reads class names: which are Swift identifiers, which module they come
/// from, and what to say when one cannot be used.
extension SegueModelBuilder {
  /// The class to extend for segues of a scene whose controller is `controller`.
  func sourceType(of controller: Controller?) -> Result<TypeName, SkipReason> {
    guard let controller, let name = controller.customClass, !name.isEmpty else {
      return .failure(.sourceWithoutCustomClass)
    }
    guard SwiftIdentifier.isValid(name) else { return .failure(.sourceClassNotAnIdentifier) }
    guard let type = customType(of: controller) else { return .failure(.moduleNotAnIdentifier) }
    return .success(type)
  }

  /// The custom class of `controller`, when it has a usable one.
  func customType(of controller: Controller) -> TypeName? {
    guard let name = controller.customClass, !name.isEmpty else { return nil }
    return customType(
      name: name, module: controller.customModule, provider: controller.customModuleProvider)
  }

  /// The class `name` of `module` as the generated code spells it; nil when either is not a
  /// Swift identifier.
  func customType(name: String, module: String?, provider: String?) -> TypeName? {
    guard SwiftIdentifier.isValid(name) else { return nil }
    var imported = provider == "target" ? nil : module
    // Classes of the frameworks and of SegueKit come with the imports every file has.
    if let imported, Self.alwaysImported.contains(imported) { return .framework(name) }
    if imported == currentModule || imported?.isEmpty == true { imported = nil }
    if let imported, !SwiftIdentifier.isValid(imported) { return nil }
    return TypeName(name: name, module: imported)
  }

  /// Modules every generated file imports (the framework for its platform and SegueKit).
  static let alwaysImported: Set<String> = ["SegueKit", "UIKit", "AppKit", "Foundation"]

  func refusal(
    of controller: Controller, reason: SkipReason, path: String
  ) -> Diagnostic {
    let name = SwiftStringLiteral.quoted(controller.customClass ?? "")
    let module = SwiftStringLiteral.quoted(controller.customModule ?? "")
    let message =
      reason == .moduleNotAnIdentifier
      ? "The module \(module) of custom class \(name) is not a Swift identifier, so no code is generated for its segues."
      : "The custom class \(name) is not a Swift identifier, so no code is generated for its segues."
    return Diagnostic(
      path: path, location: controller.location, severity: .warning, message: message)
  }
}
