extension SourceScanner {
  /// Records the unwind actions each class declares: a method taking only a
  /// `UIStoryboardSegue`, in the body of the class or of an extension of it (Swift), or between
  /// `@interface`/`@implementation` and `@end` (Objective-C). Swift methods add every selector
  /// spelling Swift may give them, as ``SourceIndex/selectorPieces`` does.
  func scanUnwindActions(into index: inout SourceIndex) {
    let isObjectiveC = path.hasSuffix(".m") || path.hasSuffix(".h") || path.hasSuffix(".mm")
    if isObjectiveC {
      objectiveCUnwindActions(into: &index)
    } else {
      swiftUnwindActions(into: &index)
    }
  }

  /// Swift: a stack of open braces, each the body of a type when a type's name preceded it.
  private func swiftUnwindActions(into index: inout SourceIndex) {
    var scopes: [String?] = []
    var pendingType: String?
    for position in tokens.indices {
      switch tokens[position].text {
      case "class", "extension", "struct", "enum", "actor", "protocol":
        guard let name = name(at: position + 1), !Self.keywords.contains(name) else { break }
        // Only classes and their extensions hold methods UIKit can call.
        let isClassLike = tokens[position].text == "class" || tokens[position].text == "extension"
        pendingType = isClassLike ? qualifiedTail(from: position + 1) : ""
      case "{":
        scopes.append(pendingType)
        pendingType = nil
      case "}":
        _ = scopes.popLast()
      case "func":
        guard let owner = scopes.last ?? nil, !owner.isEmpty else { break }
        for selector in swiftUnwindSelectors(at: position) {
          index.unwindActions[owner, default: []].insert(selector)
        }
      default:
        break
      }
    }
  }

  /// The last name of `A.B.C` starting at `position`: extensions may qualify the type.
  private func qualifiedTail(from position: Int) -> String? {
    guard var last = name(at: position) else { return nil }
    var cursor = position + 1
    while text(at: cursor) == ".", let next = name(at: cursor + 1) {
      last = next
      cursor += 2
    }
    return last
  }

  /// The selectors of `func base(_ name: UIStoryboardSegue)` at `position`; empty for any
  /// other method.
  private func swiftUnwindSelectors(at position: Int) -> [String] {
    guard let base = name(at: position + 1), text(at: position + 2) == "(" else { return [] }
    // `(label name: Type)` or `(name: Type)`.
    var cursor = position + 3
    guard let label = name(at: cursor) else { return [] }
    // A parameter name after the label, or the label alone naming both.
    cursor += name(at: cursor + 1) == nil ? 1 : 2
    guard text(at: cursor) == ":", let type = qualifiedTail(from: cursor + 1),
      type == "UIStoryboardSegue"
    else { return [] }
    var end = cursor + 2
    while text(at: end) == "." || text(at: end) == "!" || name(at: end) != nil { end += 1 }
    guard text(at: end) == ")" else { return [] }
    if let explicit = explicitObjectiveCName(before: position) { return [explicit] }
    guard label != "_" else { return [base + ":"] }
    let capitalized = label.prefix(1).uppercased() + label.dropFirst()
    return [base + capitalized + ":", base + "With" + capitalized + ":"]
  }

  /// The selector of an `@objc(piece:)` among the attributes just before `func`.
  private func explicitObjectiveCName(before position: Int) -> String? {
    var cursor = position - 1
    while cursor >= 0, tokens[cursor].text != ";", tokens[cursor].text != "}",
      tokens[cursor].text != "{", position - cursor < 16
    {
      if tokens[cursor].text == "@objc", text(at: cursor + 1) == "(",
        let piece = name(at: cursor + 2), text(at: cursor + 3) == ":",
        text(at: cursor + 4) == ")"
      {
        return piece + ":"
      }
      cursor -= 1
    }
    return nil
  }

  /// Objective-C: `- (IBAction)piece:(UIStoryboardSegue *)name` between a class's
  /// `@interface` or `@implementation` and `@end`.
  private func objectiveCUnwindActions(into index: inout SourceIndex) {
    var owner: String?
    for position in tokens.indices {
      switch tokens[position].text {
      case "@interface", "@implementation":
        owner = name(at: position + 1)
      case "@end":
        owner = nil
      case "-":
        guard let owner, text(at: position + 1) == "(", name(at: position + 2) != nil,
          text(at: position + 3) == ")", let piece = name(at: position + 4),
          text(at: position + 5) == ":", text(at: position + 6) == "(",
          qualifiedTail(from: position + 7) == "UIStoryboardSegue"
        else { break }
        // The parameter's type may end with `*`, `_Nonnull` and the like before `)`.
        var end = position + 8
        while end < tokens.count, tokens[end].text != ")", end - position < 16 { end += 1 }
        guard text(at: end) == ")", name(at: end + 1) != nil else { break }
        // A second selector piece would make it some other method.
        if text(at: end + 2) == ":" || (name(at: end + 2) != nil && text(at: end + 3) == ":") {
          break
        }
        index.unwindActions[owner, default: []].insert(piece + ":")
      default:
        break
      }
    }
  }
}
