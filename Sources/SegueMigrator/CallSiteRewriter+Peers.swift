import SegueGenerator
import SourceIndex

/// The segue call sites of the two peers a team may leave for the typed destinations:
/// SwiftGen's (`perform(segue: StoryboardSegue.Main.showDetail)`, `StoryboardSegue.Main(segue)`)
/// and R.swift's (`performSegue(withIdentifier: R.segue.listViewController.showDetail, …)`). Their
/// case names are their spellings of the storyboards' identifiers, so each is matched to the
/// class's identifier with the same letters and digits, and used only when exactly one has.
extension CallSiteRewriter {
  /// SwiftGen's `perform(segue: StoryboardSegue.S.x)` or `(…, sender: s)`, on `self` →
  /// `performSegue(.y, sender: s)` (`nil` when no sender is given, SwiftGen's default).
  mutating func swiftGenPerform(at index: Int) {
    guard tokens.isText(index + 1, "("), tokens.isText(index + 2, "segue"),
      tokens.isText(index + 3, ":"), tokens.isText(index + 4, "StoryboardSegue"),
      tokens.isText(index + 5, "."), tokens.isText(index + 7, "."),
      let name = nameToken(index + 8)
    else { return }
    siteOfPeer = true
    guard onSelf(index) else { return }
    guard let cases = segueCases(at: index), let caseName = peerCase(name, among: cases, at: index)
    else { return }
    let end: Int
    let sender: String
    if tokens.isText(index + 9, ")") {
      (end, sender) = (index + 9, "nil")
    } else if tokens.isText(index + 9, ","), tokens.isText(index + 10, "sender"),
      tokens.isText(index + 11, ":"),
      let close = tokens.closingBracket(from: index + 1)
    {
      (end, sender) = (close, tokens.text(from: index + 12, through: close - 1))
    } else {
      leave(index, .performSegue, "its arguments could not be read")
      return
    }
    edit(
      tokens.start(index), tokens.end(end), "performSegue(.\(caseName), sender: \(sender))",
      at: index, .performSegue, throughConstant: true)
  }

  /// R.swift's `performSegue(withIdentifier: R.segue.c.x, sender: s)` → `performSegue(.y,
  /// sender: s)`; true when the argument is R.swift's (whether rewritten or left).
  mutating func rSwiftPerform(at index: Int) -> Bool {
    let argument = index + 4
    guard tokens.isText(argument, "R"), tokens.isText(argument + 1, "."),
      tokens.isText(argument + 2, "segue"), tokens.isText(argument + 3, "."),
      tokens.isText(argument + 5, "."), let name = nameToken(argument + 6)
    else { return false }
    siteOfPeer = true
    guard tokens.isText(argument + 7, ",") else {
      leave(index, .performSegue, "it passes R.swift's segue to a method of its own")
      return true
    }
    guard onSelf(index), let cases = segueCases(at: index),
      let caseName = peerCase(name, among: cases, at: index)
    else { return true }
    edit(
      tokens.start(argument - 2), tokens.end(argument + 6), "." + caseName, at: index,
      .performSegue, throughConstant: true)
    return true
  }

  /// R.swift's typed segue info, `R.segue.c.x(segue: segue)`: listed, not rewritten, since its
  /// uses (`info.destination`, `info.segue`) would change with it.
  mutating func rSwiftSegueInfo(at index: Int) {
    guard tokens.isText(index + 1, "."), tokens.isText(index + 2, "segue"),
      tokens.isText(index + 3, "."), tokens.isText(index + 5, "."),
      tokens.isText(index + 7, "("), tokens.isText(index + 8, "segue"),
      tokens.isText(index + 9, ":")
    else { return }
    siteOfPeer = true
    leave(
      index, .prepare,
      "it reads R.swift's typed segue info, whose uses (.destination, .segue) this version does "
        + "not rewrite")
  }

  /// SwiftGen's `StoryboardSegue.S(segue)` in `prepare(for:sender:)`, switched on or matched
  /// with `if case`/`guard case` → the class's `typedSegue(for: segue)`, each `.x?` label of
  /// the switch (or the `case` pattern) → the class's case.
  mutating func swiftGenSegue(at index: Int) {
    guard tokens.isText(index + 1, "."), tokens.isText(index + 3, "("),
      tokens.isText(index + 4, "segue"), tokens.isText(index + 5, ")")
    else { return }
    siteOfPeer = true
    guard let type = types.names[index], let typed = names.typedSegues[type] else {
      leave(
        index, .prepare,
        "no typedSegue(for:) is generated for \(types.names[index] ?? "the code outside a class")")
      return
    }
    let identifiers = typed.cases.mapValues(\.caseName)
    var labels: [(start: Int, end: Int, caseName: String)] = []
    if tokens.isText(index - 1, "switch"), let close = tokens.closingBracket(from: index + 6),
      tokens.isText(index + 6, "{")
    {
      var depth = 0
      for cursor in index + 7..<close {
        if tokens.isText(cursor, "{") { depth += 1 }
        if tokens.isText(cursor, "}") { depth -= 1 }
        // `case .x?:` and `case .x, .y?:`: every label a dot and a name.
        guard depth == 0, tokens.isText(cursor, "."),
          tokens.isText(cursor - 1, "case") || tokens.isText(cursor - 1, ","),
          let name = nameToken(cursor + 1)
        else { continue }
        guard let caseName = peerCase(name, among: identifiers, at: index, .prepare) else { return }
        labels.append((cursor, cursor + 1, caseName))
      }
    } else if tokens.isText(index - 1, "="), tokens.isText(index - 2, "?"),
      let name = nameToken(index - 3), tokens.isText(index - 4, "."),
      tokens.isText(index - 5, "case")
    {
      guard let caseName = peerCase(name, among: identifiers, at: index, .prepare) else { return }
      labels.append((index - 4, index - 3, caseName))
    } else {
      leave(index, .prepare, "it uses SwiftGen's segue in a way this version does not read")
      return
    }
    edit(
      tokens.start(index), tokens.end(index + 5), typed.function + "(for: segue)", at: index,
      .prepare, throughConstant: true)
    for label in labels {
      addPart(
        MigrationEdit(
          start: tokens.start(label.start), end: tokens.end(label.end),
          replacement: "." + label.caseName, location: tokens.tokens[label.start].location,
          kind: nil))
    }
  }

  /// The class's case for a peer's case name `name`: the identifier whose letters and digits
  /// are the name's (case aside); nil, after listing why, when none or several are.
  private mutating func peerCase(
    _ name: String, among cases: [String: String], at index: Int,
    _ kind: MigrationSiteKind = .performSegue
  ) -> String? {
    let key = Self.letters(name)
    let matching = cases.keys.filter { Self.letters($0) == key }
    guard matching.count == 1, let caseName = cases[matching[0]] else {
      leave(
        index, kind,
        matching.isEmpty
          ? "no storyboard segue of \(types.names[index] ?? "its class") is spelt '\(name)'"
          : "'\(name)' spells \(matching.count) identifiers of the class")
      return nil
    }
    return caseName
  }

  private static func letters(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
      .lowercased()
  }

  /// The class's generated `SegueIdentifier` cases by identifier; nil after listing why.
  private mutating func segueCases(at index: Int) -> [String: String]? {
    guard let type = types.names[index] else {
      leave(index, .performSegue, "it is outside any class")
      return nil
    }
    guard let cases = names.segueCases[type] else {
      leave(index, .performSegue, "no SegueIdentifier is generated for \(type)")
      return nil
    }
    return cases
  }

  /// Whether the call at `index` is on `self` (bare or `self.`); lists why not otherwise.
  private mutating func onSelf(_ index: Int) -> Bool {
    guard tokens.isText(index - 1, ".") else { return true }
    guard tokens.isText(index - 2, "self"), !tokens.isText(index - 3, ".") else {
      leave(
        index, .performSegue,
        "it is called on another object than self, whose class is not known here")
      return false
    }
    return true
  }

  private func nameToken(_ index: Int) -> String? {
    guard index < tokens.tokens.count, tokens.tokens[index].kind == .name else { return nil }
    return tokens.tokens[index].text
  }
}
