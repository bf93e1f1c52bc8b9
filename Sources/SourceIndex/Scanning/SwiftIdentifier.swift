/// The rules of Swift identifiers, from The Swift Programming Language's lexical structure:
/// which characters may start or continue one, and which words are reserved.
package enum SwiftIdentifier {
  /// Whether `name` can be written as a Swift identifier, with backticks when it is a keyword.
  /// Invisible format characters (zero-width joiners, bidirectional controls), which the grammar
  /// allows, are refused: a name must read as what it is.
  package static func isValid(_ name: String) -> Bool {
    let scalars = name.unicodeScalars
    guard let first = scalars.first, isHead(first) else { return false }
    let continues = scalars.dropFirst().allSatisfy { isHead($0) || isContinuation($0) }
    return continues && scalars.allSatisfy(isVisible) && !unusable.contains(name)
  }

  /// Whether `name` can be a module's name (`--module`, `--sources NAME=`, a target's
  /// PRODUCT_MODULE_NAME): an identifier that needs no backticks, since `import` takes none.
  package static func isModuleName(_ name: some StringProtocol) -> Bool {
    let name = String(name)
    return isValid(name) && !keywords.contains(name)
  }

  private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII || scalar.properties.generalCategory != .format
  }

  /// `name` as written in code: in backticks when it is a keyword.
  package static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`" + name + "`" : name
  }

  /// Whether `scalar` may start an identifier.
  package static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
    case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA: return true
    case 0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF: return true
    case 0x0100...0x02FF, 0x0370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF: return true
    case 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040: return true
    case 0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF: return true
    case 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007: return true
    case 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D: return true
    case 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD: return true
    default:
      // Each plane above the first, except its last two code points.
      return value >= 0x10000 && value <= 0xEFFFD && (value & 0xFFFF) <= 0xFFFD
    }
  }

  /// Whether `scalar` may continue an identifier (besides the characters that may start one).
  package static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
    default: false
    }
  }

  /// Words that need backticks to be used as a name.
  package static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "operator", "private",
    "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "self", "Self", "super", "throws", "true", "try", "_",
  ]

  /// Names that even backticks do not make usable everywhere a generated name goes.
  package static let unusable: Set<String> = [
    "_", "self", "Self", "init", "deinit", "subscript", "Type", "Protocol",
  ]
}
