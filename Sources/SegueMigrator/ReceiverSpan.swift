import SourceIndex

/// The postfix expression a member is called on (`storyboard?.`, `self.storyboard!.`,
/// `UIStoryboard(name: "Main", bundle: nil).`), read backwards from the member, and the
/// storyboard it names when it is `UIStoryboard(name:bundle:)` itself.
struct ReceiverSpan {
  enum Storyboard: Equatable {
    /// `UIStoryboard(name: "S", bundle: nil)` (or the main bundle).
    case named(String)
    /// `UIStoryboard(name: "S", bundle:)` with another bundle.
    case otherBundle
    /// `UIStoryboard(name:bundle:)` with a name that is neither a literal nor one of the app's
    /// constants (a parameter, a variable): which storyboard is not known here.
    case computedName
    /// Any other expression: a property or variable holding a storyboard.
    case unknown
  }

  /// The index of the receiver's first token.
  var start: Int
  var storyboard: Storyboard

  /// The storyboard name an argument at a token spells, and the argument's last token: a
  /// literal, or one of the app's constants (`StoryboardName.settings`) the index resolved.
  typealias NameArgument = (Int) -> (value: String, last: Int)?

  init?(tokens: TokenText, memberAt member: Int, name: NameArgument? = nil) {
    let name = name ?? { index in tokens.plainLiteral(index).map { ($0, index) } }
    guard tokens.isText(member - 1, ".") else { return nil }
    var index = member - 2
    var first: Int?
    while index >= 0 {
      let token = tokens.tokens[index]
      if tokens.isText(index, ")") || tokens.isText(index, "]") {
        guard let open = Self.opening(of: index, in: tokens) else { return nil }
        first = open
        index = open - 1
        // A call or subscript continues with what it is applied to.
        if index >= 0, tokens.tokens[index].kind == .name { continue }
        break
      }
      if tokens.isText(index, "?") || tokens.isText(index, "!") {
        index -= 1
        continue
      }
      guard token.kind == .name else { break }
      first = index
      guard tokens.isText(index - 1, ".") else { break }
      index -= 2
    }
    guard let first else { return nil }
    start = first
    storyboard = Self.storyboard(tokens, from: first, to: member - 2, name: name)
    if storyboard == .unknown, first == member - 2, tokens.tokens[first].kind == .name {
      storyboard = Self.bound(tokens.tokens[first].text, before: first, in: tokens, name: name)
    }
  }

  /// Whether the receiver is R.swift's (`R.storyboard.main`): its own API, not UIKit's.
  static func isRSwift(_ tokens: TokenText, memberAt member: Int) -> Bool {
    guard let span = ReceiverSpan(tokens: tokens, memberAt: member) else { return false }
    return tokens.isText(span.start, "R") && tokens.isText(span.start + 1, ".")
      && tokens.isText(span.start + 2, "storyboard")
  }

  /// The storyboard a local `let NAME = UIStoryboard(name: "S", bundle: nil)` of the same
  /// function binds, searched backwards from the use up to the function's start.
  private static func bound(
    _ variable: String, before use: Int, in tokens: TokenText, name: NameArgument
  ) -> Storyboard {
    var index = use - 1
    while index > 1, !tokens.isText(index, "func") {
      if tokens.isText(index, "=") && tokens.isText(index - 1, variable)
        && (tokens.isText(index - 2, "let") || tokens.isText(index - 2, "var"))
      {
        // The binding's value runs to the `)` that closes `UIStoryboard(`.
        let open = tokens.isText(index + 2, ".") ? index + 4 : index + 2
        guard tokens.isText(open, "(") else { return .unknown }
        var close = open
        var depth = 0
        repeat {
          if tokens.isText(close, "(") { depth += 1 }
          if tokens.isText(close, ")") { depth -= 1 }
          close += 1
        } while depth > 0 && close < tokens.tokens.count
        guard !tokens.isText(close, ".") else { return .unknown }
        return storyboard(tokens, from: index + 1, to: close - 1, name: name)
      }
      index -= 1
    }
    return .unknown
  }

  /// The matching `(` or `[` of the closing bracket at `index`.
  private static func opening(of index: Int, in tokens: TokenText) -> Int? {
    var depth = 0
    var cursor = index
    while cursor >= 0 {
      if tokens.isText(cursor, ")") || tokens.isText(cursor, "]") { depth += 1 }
      if tokens.isText(cursor, "(") || tokens.isText(cursor, "[") {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor -= 1
    }
    return nil
  }

  /// `.named` when the tokens `first...last` are exactly
  /// `UIStoryboard(name: "S", bundle: nil | .main | Bundle.main)`.
  private static func storyboard(
    _ tokens: TokenText, from first: Int, to last: Int, name argument: NameArgument
  ) -> Storyboard {
    guard tokens.isText(first, "UIStoryboard") || tokens.isText(first, "NSStoryboard") else {
      return .unknown
    }
    // `UIStoryboard.init(name:bundle:)` is the same call.
    let first =
      tokens.isText(first + 1, ".") && tokens.isText(first + 2, "init") ? first + 2 : first
    guard tokens.isText(first + 1, "(") else { return .unknown }
    guard tokens.isText(first + 2, "name"), tokens.isText(first + 3, ":") else {
      return .otherBundle
    }
    guard let (name, end) = argument(first + 4) else { return .computedName }
    guard tokens.isText(end + 1, ","), tokens.isText(end + 2, "bundle"),
      tokens.isText(end + 3, ":")
    else { return .otherBundle }
    let bundle = (end + 4..<last).map { tokens.tokens[$0].text }.joined()
    return ["nil", ".main", "Bundle.main"].contains(bundle) ? .named(name) : .otherBundle
  }
}
