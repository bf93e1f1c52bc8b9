import Foundation

/// The `@interface`s of one header, as far as Swift's importer shows them to the storyboard
/// code: each class or category, its superclass, its line, and its unwind and segue actions
/// (``ObjectiveCMethod``).
struct ObjectiveCInterfaces {
  struct Interface {
    var name: String
    /// nil for a category.
    var superclass: String?
    var line: Int
    var methods: [ObjectiveCMethod]
  }

  let header: String
  private(set) var interfaces: [Interface] = []

  /// A method declaration of an `@interface` body: its return type and its selector with its
  /// parameters, up to `;` or `{`.
  private static var method: Regex<(Substring, Substring, Substring)> {
    #/^\s*-\s*\(([^)]*)\)\s*([^;{]*?)\s*(?:NS_\w+(?:\([^)]*\))?\s*)*[;{]/#
  }

  init(header: String, text original: String) {
    self.header = header
    let text = Self.withoutComments(original)
    for match in text.matches(
      of: #/@interface\s+(\w+)\s*(?:<[^>]*>\s*)?(?::\s*(\w+)\s*(?:<[^>]*>)?|\(\s*(\w*)\s*\))/#)
    {
      let name = String(match.output.1)
      let superclass = match.output.2.map(String.init)
      let rest = text[match.range.upperBound...]
      let body = rest.range(of: "@end").map { rest[..<$0.lowerBound] } ?? rest
      let nonnull = Self.assumesNonnull(text[..<match.range.lowerBound])
      var methods: [ObjectiveCMethod] = []
      for found in body.matches(of: Self.method.anchorsMatchLineEndings()) {
        let returnType = String(found.output.1)
        let selector = String(found.output.2)
        guard
          let declaration = ObjectiveCMethod.swiftDeclaration(
            returnType: returnType, selector: selector, nonnull: nonnull)
        else { continue }
        methods.append(
          ObjectiveCMethod(
            header: header, line: Self.line(of: found.range.lowerBound, in: text),
            declaration: declaration))
      }
      interfaces.append(
        Interface(
          name: name, superclass: superclass, line: Self.line(of: match.range.lowerBound, in: text),
          methods: methods))
    }
  }

  private static func line(of index: String.Index, in text: String) -> Int {
    text[..<index].utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  private static func assumesNonnull(_ before: Substring) -> Bool {
    let begin = before.ranges(of: "NS_ASSUME_NONNULL_BEGIN").last?.lowerBound
    let end = before.ranges(of: "NS_ASSUME_NONNULL_END").last?.lowerBound
    guard let begin else { return false }
    guard let end else { return true }
    return begin > end
  }

  /// `text` with its comments blanked out, newlines kept, so that offsets give the same lines.
  static func withoutComments(_ text: String) -> String {
    var bytes = Array(text.utf8)
    var index = 0
    func blank(_ range: Range<Int>) {
      for position in range where bytes[position] != UInt8(ascii: "\n") {
        bytes[position] = UInt8(ascii: " ")
      }
    }
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        var end = index + 2
        while end + 1 < bytes.count,
          !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
        {
          end += 1
        }
        // An unclosed comment is no comment, as a regular expression that needs `*/` reads it.
        guard end + 1 < bytes.count else {
          index += 1
          continue
        }
        blank(index..<(end + 2))
        index = end + 2
      } else if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        blank(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
