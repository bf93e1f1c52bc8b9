/// Reads the class name out of the mangled names old storyboards hold for Swift classes, such
/// as `_TtC7MyApp14ViewController`.
enum SwiftMangledName {
  /// The unqualified class name, or nil when `mangled` is not a simple class name.
  static func className(_ mangled: String) -> String? {
    guard mangled.hasPrefix("_TtC") else { return nil }
    var rest = Substring(mangled.dropFirst(4))
    var parts: [Substring] = []
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let length = Int(digits), length > 0 else { return nil }
      rest = rest.dropFirst(digits.count)
      guard rest.count >= length else { return nil }
      parts.append(rest.prefix(length))
      rest = rest.dropFirst(length)
    }
    guard parts.count >= 2, let last = parts.last else { return nil }
    return String(last)
  }
}
