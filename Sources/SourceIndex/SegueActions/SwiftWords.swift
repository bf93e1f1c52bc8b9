/// The few facts of Swift and Objective-C naming that reading segue actions needs.
enum SwiftWords {
  /// Whether `piece` is an ASCII identifier other than `_`: what a selector piece that Swift
  /// exports can be.
  static func isPlainIdentifier(_ piece: String) -> Bool {
    guard let first = piece.utf8.first, piece != "_" else { return false }
    guard !(0x30...0x39).contains(first) else { return false }
    return piece.utf8.allSatisfy { byte in
      switch byte {
      case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x30...0x39: true
      default: false
      }
    }
  }

  /// Words Swift refuses as argument labels.
  static let forbiddenLabels: Set<String> = ["inout", "var", "let"]

  /// Words that need backticks as a function's base name.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
    "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// `name` as written in code: in backticks when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`" + name + "`" : name
  }

  /// The Objective-C ownership families, whose methods return retained objects.
  static let ownershipFamilies = ["alloc", "copy", "mutableCopy", "new", "init"]

  /// The ownership family of a selector's first piece, if any: after leading underscores, the
  /// family's word followed by nothing or by a character that is not a lowercase letter.
  static func ownershipFamily(of piece: String) -> String? {
    let name = piece.drop { $0 == "_" }
    return ownershipFamilies.first { family in
      guard name.hasPrefix(family) else { return false }
      guard let next = name.dropFirst(family.count).first else { return true }
      return !next.isLowercase
    }
  }

  /// `word` with its first letter capitalized, as Swift builds a selector piece from a label.
  static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}
