import SourceIndex

/// Whether code at a place runs on the main actor as the compiler sees it: the typed API is
/// isolated to the main actor, so a call the rewrite makes outside it does not compile, where
/// UIKit's own (imported with `@preconcurrency`) only warns in Swift 5 mode.
struct MainActorContext {
  /// The endings of UIKit's and AppKit's main-actor classes: views, controllers, windows,
  /// responders and the application.
  private static let isolatedEndings = [
    "ViewController", "Controller", "View", "Cell", "Window", "Responder", "Application",
    "Control", "Button", "Bar", "Field", "Label",
  ]

  /// Whether the type around token `index` is, or inherits from, a UIKit or AppKit main-actor
  /// class as the app's sources say, or the type or function around it is marked
  /// `@MainActor`.
  static func holds(
    at index: Int, tokens: TokenText, types: EnclosingTypes, hierarchy: ClassHierarchy
  ) -> Bool {
    if let type = types.names[index],
      hierarchy.chain(from: type).contains(where: isFrameworkIsolated)
    {
      return true
    }
    return isMarked(before: index, tokens: tokens)
  }

  private static func isFrameworkIsolated(_ name: String) -> Bool {
    (name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK"))
      && isolatedEndings.contains(where: name.hasSuffix)
  }

  /// Whether a `@MainActor` stands among the attributes of the function or of a type whose
  /// body holds token `index`: on the lines of each enclosing declaration's start.
  private static func isMarked(before index: Int, tokens: TokenText) -> Bool {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if tokens.isText(cursor, "}") { depth += 1 }
      if tokens.isText(cursor, "{") {
        if depth == 0 {
          // The declaration this block belongs to, back to the previous statement's end.
          var back = cursor - 1
          while back >= 0, !["{", "}", ";"].contains(where: { tokens.isText(back, $0) }) {
            if tokens.isText(back, "@MainActor") { return true }
            back -= 1
          }
        } else {
          depth -= 1
        }
      }
      cursor -= 1
    }
    return false
  }
}
