import SegueGenerator
import SourceIndex
import StoryboardKit

/// One Swift file's walk: each string-based call site rewritten to a typed one, or left with
/// why.
struct CallSiteRewriter {
  let path: String
  let tokens: TokenText
  let names: TypedNames
  let types: EnclosingTypes
  /// The values of the app's constants named where an identifier is expected, by where the
  /// name starts.
  let constants: [TextLocation: String]
  /// Which class inherits from which, as the app's sources say: a scene cast to one of its
  /// class's superclasses is that class, upcast.
  let hierarchy: ClassHierarchy
  private(set) var edits: [MigrationEdit] = []
  private(set) var leftovers: [Diagnostic] = []
  /// The kind of each site left that names nothing by a literal (a computed identifier or
  /// storyboard, or the app's constant): counted apart from the literal ones.
  private(set) var leftNotLiteral: [MigrationSiteKind] = []
  /// Whether the call site being read names its identifier through one of the app's
  /// constants: a site left then says so, and is counted apart from the literal ones.
  var siteThroughConstant = false
  /// Whether the call site being read is SwiftGen's or R.swift's typed one: counted apart
  /// from the literal ones too.
  var siteOfPeer = false

  init(
    path: String, tokens: TokenText, names: TypedNames, constants: [TextLocation: String] = [:],
    hierarchy: ClassHierarchy = ClassHierarchy(declared: [], superclasses: [:])
  ) {
    self.path = path
    self.tokens = tokens
    self.names = names
    self.constants = constants
    self.hierarchy = hierarchy
    types = EnclosingTypes(tokens)
  }

  mutating func run() {
    for (index, token) in tokens.tokens.enumerated() where token.kind == .name {
      siteThroughConstant = false
      siteOfPeer = false
      // A declaration (`func performSegue(withIdentifier…`) is no call site.
      if tokens.isText(index - 1, "func") { continue }
      switch token.text {
      case "performSegue": performSegue(at: index)
      // R.swift's storyboards have their own API: not UIKit's string-based one.
      case "instantiateViewController" where !ReceiverSpan.isRSwift(tokens, memberAt: index):
        scene(at: index)
      case "instantiateInitialViewController"
      where !ReceiverSpan.isRSwift(tokens, memberAt: index):
        initialScene(at: index)
      case "identifier": prepareBranch(at: index)
      case "perform": swiftGenPerform(at: index)
      case "StoryboardSegue": swiftGenSegue(at: index)
      case "R": rSwiftSegueInfo(at: index)
      default: break
      }
    }
  }

  /// Adds an edit that is part of a site's rewrite (``MigrationEdit/kind`` nil).
  mutating func addPart(_ part: MigrationEdit) {
    edits.append(part)
  }

  mutating func edit(
    _ start: Int, _ end: Int, _ replacement: String, at index: Int, _ kind: MigrationSiteKind,
    throughConstant: Bool = false
  ) {
    edits.append(
      MigrationEdit(
        start: start, end: end, replacement: replacement,
        location: tokens.tokens[index].location, kind: kind, throughConstant: throughConstant))
  }

  /// The identifier argument starting at `argument`: a plain literal, or a name of the app's
  /// own constants (`Segues.showDetail`, `Segue.showDetail.rawValue`, `.showDetail`, `kShow`)
  /// whose value the source index resolved; with the index of its last token.
  func identifierArgument(at argument: Int) -> (value: String, last: Int, constant: Bool)? {
    if let literal = tokens.plainLiteral(argument) { return (literal, argument, false) }
    // `.showDetail` is placed at its dot or its name, as the index reads it.
    guard
      let value = constants[tokens.tokens[argument].location]
        ?? (tokens.isText(argument, ".") && argument + 1 < tokens.tokens.count
          ? constants[tokens.tokens[argument + 1].location] : nil)
    else { return nil }
    // Only names and dots: anything else (a call, an operator) is more than the constant.
    var last = tokens.isText(argument, ".") ? argument + 1 : argument
    guard last < tokens.tokens.count, tokens.tokens[last].kind == .name else { return nil }
    while tokens.isText(last + 1, "."), last + 2 < tokens.tokens.count,
      tokens.tokens[last + 2].kind == .name
    {
      last += 2
    }
    return (value, last, true)
  }

  /// A storyboard name argument: a literal, or a constant of the app the index resolved.
  func nameArgument(at argument: Int) -> (value: String, last: Int)? {
    identifierArgument(at: argument).map { ($0.value, $0.last) }
  }

  /// Lists the site at `index` as left, saying why; `literal` false for a site whose
  /// identifier or storyboard is computed.
  mutating func leave(
    _ index: Int, _ kind: MigrationSiteKind, _ why: String, literal: Bool = true
  ) {
    if !literal || siteThroughConstant || siteOfPeer { leftNotLiteral.append(kind) }
    leftovers.append(
      Diagnostic(
        path: path, location: tokens.tokens[index].location, severity: .note,
        message: "Left as it is: \(why)"
          + (siteThroughConstant ? SegueMigrator.throughConstantNote : "") + ".",
        ruleID: SegueMigrator.leftoverRuleID(kind)))
  }

  /// `performSegue(withIdentifier: "x", sender: s)` → `performSegue(.x, sender: s)`, on `self`
  /// in a class whose generated `SegueIdentifier` has `x`, or on a local name bound by a cast
  /// to such a class (``ReceiverBinding``).
  private mutating func performSegue(at index: Int) {
    guard tokens.isText(index + 1, "("), tokens.isText(index + 2, "withIdentifier"),
      tokens.isText(index + 3, ":")
    else { return }
    let argument = index + 4
    if rSwiftPerform(at: index) { return }
    guard let (identifier, last, constant) = identifierArgument(at: argument),
      tokens.isText(last + 1, ",")
    else {
      leave(index, .performSegue, SegueMigrator.computedReason, literal: false)
      return
    }
    siteThroughConstant = constant
    var receiverClass: String?
    if tokens.isText(index - 1, ".") {
      // `self.`, or a local name the function binds by a cast to a class.
      let binding =
        index < 2 || tokens.isText(index - 3, ".") || tokens.isText(index - 2, "self")
          || tokens.tokens[index - 2].kind != .name
        ? nil : ReceiverBinding(tokens: tokens, types: types, nameAt: index - 2)
      guard tokens.isText(index - 2, "self") && !tokens.isText(index - 3, ".") || binding != nil
      else {
        leave(
          index, .performSegue,
          "it is called on another object than self, whose class is not known here")
        return
      }
      receiverClass = binding?.className
      // Another object's call is rewritten only where the compiler sees the main actor.
      if binding != nil,
        !MainActorContext.holds(at: index, tokens: tokens, types: types, hierarchy: hierarchy)
      {
        leave(
          index, .performSegue,
          "it is called outside the main actor (in no UIKit or AppKit view, controller or "
            + "@MainActor code), where the typed API, isolated to the main actor, does not "
            + "compile")
        return
      }
    }
    guard let type = receiverClass ?? types.names[index] else {
      leave(index, .performSegue, "it is outside any class")
      return
    }
    guard let cases = names.segueCases[type] else {
      leave(
        index, .performSegue,
        "no SegueIdentifier is generated for \(type) (no storyboard gives it identified "
          + "segues, or its hand-written enum differs from the storyboards)")
      return
    }
    guard let caseName = cases[identifier] else {
      leave(
        index, .performSegue,
        "no storyboard segue of \(type) has the identifier \"\(identifier)\"")
      return
    }
    edit(
      tokens.start(index + 2), tokens.end(last), "." + caseName, at: index, .performSegue,
      throughConstant: constant)
  }

}
