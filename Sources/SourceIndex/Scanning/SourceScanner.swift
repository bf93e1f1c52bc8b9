/// Finds declarations and literal uses among the tokens of one file by matching short token
/// patterns, following `{ … }` blocks (Swift) and `@interface` / `@implementation` … `@end`
/// (Objective-C) to know which class a method or a call belongs to. It is deliberately lenient
/// about declarations: a name it takes for a class or method that is not one only hides a
/// finding, never makes one up.
struct SourceScanner {
  let path: String
  let tokens: [SourceToken]
  let language: SegueActionDeclaration.Language
  /// The module the file belongs to.
  let module: SourceModule
  /// The blocks the scan is inside, outermost first.
  var scopes: [SourceScope] = []
  /// A type declaration whose `{` has not been reached yet.
  var pendingScope: SourceScope?
  /// The class of the Objective-C `@interface`, `@implementation` or category being read.
  var objectiveCClass: String?
  /// The storyboard the latest `UIStoryboard(name:)` (or the like) of the file named, nil
  /// when not by a literal, with the position of its argument: what an
  /// `instantiateInitialViewController()` after it instantiates.
  var lastStoryboardName: (value: String?, position: Int)?

  init(path: String, text: String, module: SourceModule) {
    self.path = path
    self.module = module
    var lexer = SourceLexer(text)
    self.tokens = lexer.tokens()
    self.language = path.hasSuffix(".swift") ? .swift : .objectiveC
  }

  mutating func scan(into index: inout SourceIndex) {
    for position in tokens.indices {
      let token = tokens[position]
      if token.kind == .punctuation {
        punctuation(at: position, into: &index)
      } else if token.kind == .name {
        name(at: position, into: &index)
      }
    }
  }

  private mutating func punctuation(at position: Int, into index: inout SourceIndex) {
    switch tokens[position].text {
    case "{":
      scopes.append(pendingScope ?? SourceScope())
      pendingScope = nil
    case "}":
      if !scopes.isEmpty { scopes.removeLast() }
    case "-", "+":
      if language == .objectiveC { objectiveCMethod(at: position, into: &index) }
    default:
      break
    }
  }

  private mutating func name(at position: Int, into index: inout SourceIndex) {
    switch tokens[position].text {
    case "class", "@interface", "@implementation":
      declaredClass(at: position, into: &index)
    case "struct", "enum", "extension", "protocol", "actor":
      if language == .swift { swiftType(at: position, into: &index) }
    case "@protocol":
      if let name = name(at: position + 1) { objectiveCClass = name }
    case "@end":
      objectiveCClass = nil
    case "@objc":
      objcName(at: position, into: &index)
    case "func":
      if language == .swift { swiftMethod(at: position, into: &index) }
    case "import", "include":
      if language == .objectiveC, text(at: position - 1) == "#" {
        headerImport(at: position, into: &index)
      }
    default:
      literalUse(at: position, into: &index)
    }
  }

  /// Words that may follow `class` without declaring one (`class func`, `class var`…).
  private static let keywords: Set<String> = [
    "func", "var", "let", "override", "final", "private", "fileprivate", "public", "open",
    "internal", "static", "subscript", "init", "deinit", "protocol", "required", "convenience",
    "dynamic", "nonisolated", "lazy", "weak", "unowned", "mutating", "package",
  ]

  /// `class Name: Super`, `@interface Name : Super`, `@implementation Name`, and categories
  /// `@interface Name (Category)`, which name the class without declaring it.
  private mutating func declaredClass(at position: Int, into index: inout SourceIndex) {
    guard let name = name(at: position + 1), !Self.keywords.contains(name) else { return }
    let keyword = tokens[position].text
    if keyword == "class" {
      if language == .swift { swiftType(at: position, into: &index) }
    } else {
      objectiveCClass = name
    }
    if keyword != "class", text(at: position + 2) == "(" { return }
    index.classes.insert(name)
    index.record(className: name, module: module)
    if keyword == "class" {
      index.swiftClasses.insert(name)
      let words = attributes(before: position).words
      if words.contains("public") || words.contains("open") { index.publicClasses.insert(name) }
    } else if keyword == "@interface" {
      index.objectiveCInterfaces[name, default: []].insert(path)
    }
    if keyword != "@implementation", index.superclasses[name] == nil,
      let inherited = inheritedType(after: position + 2)
    {
      index.superclasses[name] = inherited
    }
  }

  /// `struct`, `enum`, `extension`, `protocol`, `actor` or `class` followed by a name: the
  /// next `{` opens its body.
  private mutating func swiftType(at position: Int, into index: inout SourceIndex) {
    guard var name = name(at: position + 1) else { return }
    if tokens[position].text != "extension" { index.swiftTypes[name, default: []].insert(path) }
    var cursor = position + 2
    while text(at: cursor) == ".", let next = self.name(at: cursor + 1) {
      name = next
      cursor += 2
    }
    let words = attributes(before: position).words
    let exposes =
      words.contains("@objcMembers")
      || (tokens[position].text == "extension" && words.contains("@objc"))
    pendingScope = SourceScope(typeName: name, exposesMembers: exposes)
  }

  /// The class whose body the scan is in: the Objective-C class being read, else the
  /// innermost Swift type.
  var enclosingClass: String? {
    objectiveCClass ?? scopes.last { $0.typeName != nil }?.typeName
  }

  /// Whether the innermost Swift type or extension exposes its members to Objective-C.
  var enclosingScopeExposesMembers: Bool {
    scopes.last { $0.typeName != nil }?.exposesMembers ?? false
  }

  /// The type named after the colon that follows a declared class name (and its generic
  /// parameters), without a module qualifier: `: UIKit.UIViewController` gives
  /// `UIViewController`.
  private func inheritedType(after position: Int) -> String? {
    var cursor = position
    if text(at: cursor) == "<" { cursor = closing(from: cursor, open: "<", close: ">") + 1 }
    guard text(at: cursor) == ":", var inherited = name(at: cursor + 1) else { return nil }
    cursor += 2
    while text(at: cursor) == ".", let next = name(at: cursor + 1) {
      inherited = next
      cursor += 2
    }
    return inherited
  }

  /// `@objc(Name)` names a class; `@objc(piece:more:)` a method's selector.
  private func objcName(at position: Int, into index: inout SourceIndex) {
    guard text(at: position + 1) == "(", let first = name(at: position + 2) else { return }
    if text(at: position + 3) == ":" {
      index.selectorPieces.insert(first)
    } else {
      index.classes.insert(first)
      index.record(className: first, module: module)
      index.swiftClasses.insert(first)
    }
  }

  func text(at position: Int) -> String? {
    position >= 0 && position < tokens.count ? tokens[position].text : nil
  }

  func name(at position: Int) -> String? {
    guard position >= 0, position < tokens.count, tokens[position].kind == .name else {
      return nil
    }
    return tokens[position].text
  }

  /// The position of the token that closes the bracket opened at `position` (the last token
  /// when it is never closed). A `>` right after a `-` is an arrow, not a closing bracket.
  func closing(from position: Int, open: String, close: String) -> Int {
    var depth = 0
    var cursor = position
    while cursor < tokens.count {
      let text = tokens[cursor].text
      if text == open { depth += 1 }
      if text == close, !(close == ">" && self.text(at: cursor - 1) == "-") {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor += 1
    }
    return tokens.count - 1
  }
}
