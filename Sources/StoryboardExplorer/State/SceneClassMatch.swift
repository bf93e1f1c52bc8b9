/// Whether a Swift type stands for a scene's custom class, read from the type's
/// `String(reflecting:)`: its module, the types or namespaces it is nested in, then its name.
///
/// The type matches when its name ends with the class the storyboard names (`Outer.Inner`
/// included) and, when the storyboard names the class's module, nothing before that — its
/// module or an enclosing namespace — is another module the storyboards name in
/// `customModule`. So the app's own class
/// (`Finance.AddPaycheckViewController`), a test double of the same name declared in the test
/// target (`FinanceTests.AddPaycheckViewController`, nested in a suite or not) and a double in
/// a namespace named after the module (`FinanceTests.Finance.AddPaycheckViewController`) all
/// stand for a scene of class `AddPaycheckViewController` in module `Finance`; a type in, or
/// namespaced as, another of the app's modules (`Billing.AddPaycheckViewController`) does not.
package struct SceneClassMatch {
  /// The type's qualified name split at its dots, generic arguments dropped: the module
  /// first, the type's own name last.
  package let components: [Substring]

  /// The qualified name of `type`.
  package init(_ type: Any.Type) {
    self.init(qualifiedName: String(reflecting: type))
  }

  /// A qualified name as `String(reflecting:)` writes it (`Module.Outer.Name<Swift.Int>`).
  package init(qualifiedName: String) {
    let withoutArguments = qualifiedName.prefix { $0 != "<" }
    components = withoutArguments.split(separator: ".", omittingEmptySubsequences: false)
  }

  /// Whether the type stands for a scene whose class the storyboard names `className` (Swift's
  /// spelling, `Outer.Inner` for a nested class) in `module`, among storyboards whose classes
  /// name `modules`.
  package func matches(className: String, module: String?, modules: Set<String>) -> Bool {
    let name = className.split(separator: ".", omittingEmptySubsequences: false)
    guard !name.isEmpty, components.count >= name.count,
      components.suffix(name.count).elementsEqual(name)
    else { return false }
    guard let module else { return true }
    return !components.dropLast(name.count).contains {
      $0 != module && modules.contains(String($0))
    }
  }
}
