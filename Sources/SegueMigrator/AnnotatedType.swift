import SourceIndex

/// The type a declaration spells before the expression it initialises
/// (`let vc: T = expression`, `var vc: Module.T = expression`): the type that iOS 13's generic
/// `instantiateViewController(identifier:)` takes from its context.
struct AnnotatedType {
  var typeName: String

  /// The annotation ending just before the token at `expressionStart`, if that is one; a
  /// generic or optional type (`T<U>`, `T?`) is none the rewrite takes.
  init?(tokens: TokenText, before expressionStart: Int) {
    var index = expressionStart - 1
    guard tokens.isText(index, "=") else { return nil }
    index -= 1
    guard index >= 0, tokens.tokens[index].kind == .name else { return nil }
    let last = index
    while tokens.isText(index - 1, "."), index - 2 >= 0, tokens.tokens[index - 2].kind == .name {
      index -= 2
    }
    guard tokens.isText(index - 1, ":"), index - 2 >= 0, tokens.tokens[index - 2].kind == .name,
      tokens.isText(index - 3, "let") || tokens.isText(index - 3, "var")
    else { return nil }
    typeName = tokens.tokens[last].text
  }
}
