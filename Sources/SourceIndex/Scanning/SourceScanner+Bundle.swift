extension SourceScanner {
  /// The bundle argument that follows the storyboard name whose last token is at `position`:
  /// `, bundle: EXPR)` in Swift, ` bundle:EXPR]` in Objective-C; none written is the main bundle.
  func storyboardBundle(after position: Int) -> StoryboardBundle {
    var cursor = position + 1
    if text(at: cursor) == "," { cursor += 1 }
    guard name(at: cursor) == "bundle", text(at: cursor + 1) == ":" else { return .main }
    return bundle(at: cursor + 2)
  }

  /// The bundle expression starting at `position`, read only as far as its known shapes go.
  private func bundle(at position: Int) -> StoryboardBundle {
    let first = text(at: position)
    let objectiveC = first == "["
    let start = objectiveC ? position + 1 : position
    let word = text(at: start)
    switch word {
    case "nil", "NULL": return .main
    case ".": return name(at: start + 1) == "main" ? .main : .other
    case "Bundle", "NSBundle":
      var cursor = start + 1
      if objectiveC {
        if name(at: cursor) == "mainBundle", text(at: cursor + 1) == "]" { return .main }
        guard name(at: cursor) == "bundleForClass", text(at: cursor + 1) == ":" else {
          return .other
        }
        return classExpression(at: cursor + 2)
      }
      if text(at: cursor) == "." {
        if name(at: cursor + 1) == "main" || name(at: cursor + 1) == "mainBundle" { return .main }
        guard name(at: cursor + 1) == "init" else { return .other }
        cursor += 2
      }
      guard text(at: cursor) == "(", name(at: cursor + 1) == "for", text(at: cursor + 2) == ":"
      else { return .other }
      return classExpression(at: cursor + 3)
    default:
      return .other
    }
  }

  /// `X.self`, `Self.self`, `type(of: self)`, `self.classForCoder` (Swift) or `[X class]`,
  /// `[self class]`, `self.class` (Objective-C): the class whose bundle is meant.
  private func classExpression(at position: Int) -> StoryboardBundle {
    let ownClass = enclosingClass.map(StoryboardBundle.ofClass) ?? .other
    if text(at: position) == "[" {
      guard let named = name(at: position + 1), name(at: position + 2) == "class",
        text(at: position + 3) == "]"
      else { return .other }
      return named == "self" ? ownClass : .ofClass(named)
    }
    guard let named = name(at: position) else { return .other }
    if named == "type", text(at: position + 1) == "(", name(at: position + 2) == "of",
      text(at: position + 4) == "self"
    {
      return ownClass
    }
    guard text(at: position + 1) == "." else { return .other }
    let member = text(at: position + 2)
    switch (named, member) {
    case ("self", "classForCoder"), ("self", "class"), ("Self", "self"): return ownClass
    case (_, "self") where named != "self": return .ofClass(named)
    default: return .other
    }
  }
}
