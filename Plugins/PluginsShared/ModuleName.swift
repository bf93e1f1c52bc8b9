/// The Swift module name Xcode gives a product by default (`PRODUCT_MODULE_NAME`): its name
/// with each character that cannot be in an identifier replaced by `_`, and a leading `_` when
/// it starts with a digit.
enum ModuleName {
  static func forProduct(_ name: String) -> String {
    var module = String(
      name.unicodeScalars.map { scalar in
        scalar.properties.isXIDContinue ? Character(scalar) : "_"
      })
    if module.isEmpty || module.first?.isNumber == true { module = "_" + module }
    return module
  }
}
