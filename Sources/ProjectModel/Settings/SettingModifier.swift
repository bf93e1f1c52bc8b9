/// The operators that follow a build-setting name after a colon, as in
/// `$(PRODUCT_NAME:rfc1034identifier)`.
enum SettingModifier {
  /// `value` transformed by `modifier`; an unknown modifier leaves it as it is.
  static func apply(_ modifier: String, to value: String) -> String {
    if modifier.hasPrefix("default=") {
      return value.isEmpty ? String(modifier.dropFirst("default=".count)) : value
    }
    switch modifier {
    case "c99extidentifier", "identifier": return c99Identifier(value)
    case "rfc1034identifier": return rfc1034Identifier(value)
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "file": return value.split(separator: "/").last.map(String.init) ?? value
    case "dir":
      guard let slash = value.lastIndex(of: "/") else { return "" }
      return String(value[..<slash])
    case "base":
      let file = value.split(separator: "/").last.map(String.init) ?? value
      guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
      return String(file[..<dot])
    default: return value
    }
  }

  /// Every character that cannot be in a C identifier replaced by `_`, and `_` before a
  /// leading digit: what Xcode does to make a module name from a product name.
  static func c99Identifier(_ value: String) -> String {
    var result = String(
      value.unicodeScalars.map { scalar -> Character in
        let isASCIIWord =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
        let isWideLetter = !scalar.isASCII && scalar.properties.isAlphabetic
        return isASCIIWord || isWideLetter ? Character(scalar) : "_"
      })
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
      result = "_" + result
    }
    return result
  }

  /// Every character but ASCII letters, digits, `-` and `.` replaced by `-`: the bundle
  /// identifier form.
  static func rfc1034Identifier(_ value: String) -> String {
    String(
      value.unicodeScalars.map { scalar -> Character in
        let allowed =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == ".")
        return allowed ? Character(scalar) : "-"
      })
  }
}
