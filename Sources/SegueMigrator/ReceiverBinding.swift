import SegueDiagnostics
import SourceIndex

/// The class of a name that a call is made on (`top.performSegue(…)`): bound by the same
/// function by a cast to that class in a scope the call is inside (`if let top = … as? T {`,
/// `guard let top = … as? T else { … }`, `let top = … as! T`, `let top: T = …`, or
/// `guard let strongSelf = self`, the enclosing class), else a
/// parameter of the function declared `top: T`, else a stored property of the enclosing type
/// declared in the same file `var top: T` (or `T!`). Anything else (a binding whose scope
/// ended, an optional, a name bound again between) is not known here.
struct ReceiverBinding {
  /// The class's last name (`Module.T` names `T`).
  var className: String

  init?(tokens: TokenText, types: EnclosingTypes, nameAt use: Int) {
    let name = tokens.tokens[use].text
    var index = use - 1
    while index > 0, !tokens.isText(index, "func") {
      if tokens.isText(index, name),
        tokens.isText(index - 1, "let") || tokens.isText(index - 1, "var")
      {
        // The nearest binding decides: one out of scope means the name is another here.
        // `guard let strongSelf = self` (a closure's weak self) is the enclosing class.
        let ofSelf =
          tokens.isText(index + 1, "=") && tokens.isText(index + 2, "self")
            && Self.expressionEnd(tokens, from: index + 2) == index + 3
          ? types.names[use] : nil
        guard let type = ofSelf ?? Self.castType(tokens, bindingAt: index),
          Self.isInScope(tokens, bindingAt: index, use: use),
          !Self.isBoundAgain(tokens, name, between: index, and: use)
        else { return nil }
        className = type
        return
      }
      index -= 1
    }
    guard tokens.isText(index, "func"), !Self.isBoundAgain(tokens, name, between: index, and: use)
    else { return nil }
    if let parameter = Self.parameterType(tokens, name, functionAt: index) {
      className = parameter
      return
    }
    guard Self.parameterType(tokens, name, functionAt: index, anyType: true) == nil,
      let type = types.names[use], let property = Self.propertyType(tokens, types, name, of: type)
    else { return nil }
    className = property
  }

  /// The type of the function's parameter `name` (`_ name: T`, `label name: T`, `name: T`);
  /// with `anyType`, any parameter of that name, so that it is known to hide a property.
  private static func parameterType(
    _ tokens: TokenText, _ name: String, functionAt function: Int, anyType: Bool = false
  ) -> String? {
    guard let open = tokens.firstIndex(of: "(", from: function),
      let close = tokens.closingBracket(from: open)
    else { return nil }
    var depth = 0
    for index in open..<close {
      if ["(", "[", "<"].contains(where: { tokens.isText(index, $0) }) { depth += 1 }
      if [")", "]", ">"].contains(where: { tokens.isText(index, $0) }) { depth -= 1 }
      guard depth == 1, tokens.isText(index, name), tokens.isText(index + 1, ":") else {
        continue
      }
      let starts = { (at: Int) in tokens.isText(at, "(") || tokens.isText(at, ",") }
      guard starts(index - 1) || (tokens.tokens[index - 1].kind == .name && starts(index - 2))
      else { continue }
      return anyType ? "" : plainType(tokens, at: index + 2, allowingUnwrapped: false)
    }
    return nil
  }

  /// The type of a stored property `var name: T` (or `let`, or `T!`) that the body of `type`
  /// declares in this file, outside any function.
  private static func propertyType(
    _ tokens: TokenText, _ types: EnclosingTypes, _ name: String, of type: String
  ) -> String? {
    for index in tokens.tokens.indices
    where tokens.isText(index, name) && tokens.isText(index + 1, ":")
      && (tokens.isText(index - 1, "var") || tokens.isText(index - 1, "let"))
      && types.names[index] == type && isTypeBodyLevel(tokens, index)
    {
      return plainType(tokens, at: index + 2, allowingUnwrapped: true)
    }
    return nil
  }

  /// A type written as names and dots only, its last name; `T!` too when `allowingUnwrapped`.
  private static func plainType(_ tokens: TokenText, at start: Int, allowingUnwrapped: Bool)
    -> String?
  {
    guard start < tokens.tokens.count, tokens.tokens[start].kind == .name,
      !["inout", "some", "any"].contains(tokens.tokens[start].text),
      !tokens.tokens[start].text.hasPrefix("@")
    else { return nil }
    var last = start
    while tokens.isText(last + 1, "."), last + 2 < tokens.tokens.count,
      tokens.tokens[last + 2].kind == .name
    {
      last += 2
    }
    if tokens.isText(last + 1, "!") && !allowingUnwrapped { return nil }
    guard !["?", "<", "(", "[", "&"].contains(where: { tokens.isText(last + 1, $0) }) else {
      return nil
    }
    return tokens.tokens[last].text
  }

  /// Whether the token stands right inside a type's body, not in a function or closure: the
  /// `{` it is inside follows a type's declaration.
  private static func isTypeBodyLevel(_ tokens: TokenText, _ index: Int) -> Bool {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if tokens.isText(cursor, "}") { depth += 1 }
      if tokens.isText(cursor, "{") {
        if depth == 0 { break }
        depth -= 1
      }
      cursor -= 1
    }
    guard cursor >= 0 else { return false }
    var back = cursor - 1
    while back >= 0, !["{", "}", ";"].contains(where: { tokens.isText(back, $0) }) {
      if ["class", "struct", "extension", "enum", "actor"].contains(where: {
        tokens.isText(back, $0)
      }) {
        // `class func`, `class var` declare members, not a type.
        return !["func", "var", "let"].contains(where: { tokens.isText(back + 1, $0) })
      }
      back -= 1
    }
    return false
  }

  /// `NAME = EXPR as? T` / `as! T` up to the clause's or statement's end, or `NAME: T`.
  private static func castType(_ tokens: TokenText, bindingAt name: Int) -> String? {
    if tokens.isText(name + 1, ":") {
      guard name + 2 < tokens.tokens.count, tokens.tokens[name + 2].kind == .name else {
        return nil
      }
      var last = name + 2
      while tokens.isText(last + 1, "."), last + 2 < tokens.tokens.count,
        tokens.tokens[last + 2].kind == .name
      {
        last += 2
      }
      // An optional, generic or function type is no class a call is made on as it is.
      guard !["?", "!", "<", "("].contains(where: { tokens.isText(last + 1, $0) }) else {
        return nil
      }
      return tokens.tokens[last].text
    }
    guard tokens.isText(name + 1, "="), let end = expressionEnd(tokens, from: name + 2) else {
      return nil
    }
    // The cast must be the expression's last part: `x as? T` and nothing after `T`.
    guard
      let cast = (name + 2..<end).last(where: { tokens.isText($0, "as") }),
      let forced = ForcedCast(tokens: tokens, after: cast - 1, conditional: true),
      forced.end == end - 1
    else { return nil }
    return forced.typeName
  }

  /// The index just past the binding's value: the `,`, `{`, `else` or `;` that ends the
  /// clause, or the first token of the next line outside brackets.
  private static func expressionEnd(_ tokens: TokenText, from start: Int) -> Int? {
    var depth = 0
    var index = start
    while index < tokens.tokens.count {
      let text = tokens.tokens[index].text
      let isPunctuation = tokens.isText(index, text)
      if isPunctuation, ["(", "["].contains(text) { depth += 1 }
      if isPunctuation, [")", "]"].contains(text) { depth -= 1 }
      if depth < 0 { return nil }
      if depth == 0, index > start {
        if isPunctuation, [",", "{", "else", ";", "}"].contains(text) { return index }
        if tokens.tokens[index].location.line > tokens.tokens[index - 1].location.line {
          return index
        }
      }
      index += 1
    }
    return nil
  }

  /// Whether the use lies where the binding holds: inside the body of an `if`/`while` that
  /// binds it, after the `else { … }` of a `guard`, or later in a plain binding's block.
  private static func isInScope(_ tokens: TokenText, bindingAt name: Int, use: Int) -> Bool {
    switch keyword(tokens, of: name - 1) {
    case "if", "while":
      guard let open = firstBodyBrace(tokens, after: name),
        let close = tokens.closingBracket(from: open)
      else { return false }
      return open < use && use < close
    case "guard":
      guard let elseIndex = tokens.firstIndex(of: "else", from: name),
        let close = tokens.closingBracket(from: elseIndex + 1)
      else { return false }
      return close < use && staysInBlock(tokens, from: close + 1, to: use)
    case nil:
      return staysInBlock(tokens, from: name, to: use)
    default:
      return false
    }
  }

  /// The `if`, `guard` or `while` whose condition list holds the `let` at `binding`; nil for a
  /// statement of its own; another word for anything else (`case let`, `for`).
  private static func keyword(_ tokens: TokenText, of binding: Int) -> String? {
    var cursor = binding - 1
    var depth = 0
    while cursor >= 0 {
      let text = tokens.tokens[cursor].text
      if tokens.isText(cursor, text) {
        if [")", "]"].contains(text) { depth += 1 }
        if ["(", "["].contains(text) {
          if depth == 0 { return "(" }
          depth -= 1
        }
        if depth == 0 {
          if ["if", "guard", "while", "case", "for"].contains(text) { return text }
          if ["{", "}", ";"].contains(text) { return nil }
          // A statement of its own starts its line; a later clause follows a comma.
          if cursor == binding - 1, text != ",",
            tokens.tokens[binding].location.line > tokens.tokens[cursor].location.line
          {
            return nil
          }
        }
      }
      cursor -= 1
    }
    return nil
  }

  /// The `{` that opens the body of the condition list the binding is in.
  private static func firstBodyBrace(_ tokens: TokenText, after name: Int) -> Int? {
    var depth = 0
    for index in name..<tokens.tokens.count {
      if tokens.isText(index, "(") || tokens.isText(index, "[") { depth += 1 }
      if tokens.isText(index, ")") || tokens.isText(index, "]") { depth -= 1 }
      if depth == 0, tokens.isText(index, "{") { return index }
    }
    return nil
  }

  /// Whether no block that holds `start` closes before `end`.
  private static func staysInBlock(_ tokens: TokenText, from start: Int, to end: Int) -> Bool {
    var depth = 0
    for index in start..<end {
      if tokens.isText(index, "{") { depth += 1 }
      if tokens.isText(index, "}") {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    return true
  }

  /// Whether the name is declared again between the binding and the use (a closure's
  /// parameter, a `for` or `case let` pattern, another `let`), which may shadow it.
  private static func isBoundAgain(
    _ tokens: TokenText, _ name: String, between binding: Int, and use: Int
  ) -> Bool {
    (binding + 1..<use).contains { index in
      guard tokens.isText(index, name), !tokens.isText(index - 1, ".") else { return false }
      return ["let", "var", "for", "case"].contains { tokens.isText(index - 1, $0) }
        || tokens.isText(index + 1, "in")
        || (tokens.isText(index - 1, "{") && tokens.isText(index + 1, ","))
    }
  }
}
