import SegueGenerator
import SourceIndex

extension CallSiteRewriter {
  /// A `segue.identifier` branch of `prepare(for:sender:)`, rewritten to the typed segue with
  /// the least edit that keeps the code's shape: `if`, `else if` and `guard` conditions
  /// `segue.identifier == "x"` → `case .x? = typedSegue(for: segue)` (other clauses of the
  /// condition kept), and `switch segue.identifier` → `switch typedSegue(for: segue)` with
  /// each `case "x":` → `case .x?:`, also when the switch is on a name bound first
  /// (`guard let id = segue.identifier else { … }` … `switch id`, the binding then a test
  /// `segue.identifier != nil` when nothing else uses the name). When the branch's first statement is
  /// `let vc = segue.destination as! T` and `T` is the typed destination, the case binds `vc`
  /// and the statement goes: the cast is the one the typed segue makes.
  mutating func prepareBranch(at index: Int) {
    guard tokens.isText(index - 1, "."), tokens.isText(index - 2, "segue"),
      !tokens.isText(index - 3, ".")
    else { return }
    let segue = index - 2
    guard inPrepareForSegue(segue) else { return }
    // The branches of one `switch` are read at its `switch`.
    if tokens.isText(segue - 1, "switch") {
      switchBranches(subject: segue...index, at: index)
      return
    }
    if tokens.isText(segue - 1, "="), tokens.isText(segue - 3, "let"),
      tokens.isText(segue - 4, "guard") || tokens.isText(segue - 4, "if")
    {
      boundSwitch(name: segue - 2, at: index)
      return
    }
    switch comparison(subject: segue...index, at: index) {
    case .left(let why): leave(index, .prepare, why)
    case .rewrite(let rewrite):
      siteThroughConstant = rewrite.constant
      edit(
        rewrite.start, rewrite.end, rewrite.replacement, at: index, .prepare,
        throughConstant: rewrite.constant)
      if let part = rewrite.bindingRemoval { addPart(part) }
    }
  }

  /// A comparison rewritten, or why not.
  enum ComparisonOutcome {
    case rewrite(ComparisonRewrite)
    case left(String)
  }

  /// The bytes a comparison clause spans and the typed pattern that replaces it, with the
  /// removal of the destination cast the pattern binds.
  struct ComparisonRewrite {
    var start: Int
    var end: Int
    var replacement: String
    var bindingRemoval: MigrationEdit?
    var constant: Bool
  }

  /// `SUBJECT == "x"` (or a bound name's `.elementsEqual("x")`) as a clause of an `if` or
  /// `guard` condition, SUBJECT `segue.identifier` or a name bound to it: the clause becomes
  /// `case .x? = typedSegue(for: segue)`, binding the destination when the branch's first
  /// statement casts it to the typed one.
  func comparison(subject: ClosedRange<Int>, at index: Int) -> ComparisonOutcome {
    guard let keyword = conditionKeyword(of: subject.lowerBound) else {
      return .left("it compares segue.identifier in a way this version does not read")
    }
    let after = subject.upperBound
    let value: (value: String, last: Int, constant: Bool)?
    // The lexer gives `==` as two `=`.
    if tokens.isText(after + 1, "="), tokens.isText(after + 2, "="), !tokens.isText(after + 3, "=")
    {
      value = identifierArgument(at: after + 3)
    } else if subject.count == 1, tokens.isText(after + 1, "."),
      tokens.isText(after + 2, "elementsEqual"), tokens.isText(after + 3, "("),
      let argument = identifierArgument(at: after + 4), tokens.isText(argument.last + 1, ")")
    {
      value = (argument.value, argument.last + 1, argument.constant)
    } else {
      value = nil
    }
    guard let (identifier, last, constant) = value else {
      return .left("it is not segue.identifier == a literal or the app's constant")
    }
    let isGuard = tokens.isText(keyword, "guard")
    guard
      tokens.isText(last + 1, "{") || tokens.isText(last + 1, ",")
        || (isGuard && tokens.isText(last + 1, "else"))
    else { return .left("its condition goes on with an operator") }
    let typed: TypedPrepareCase
    switch typedCase(identifier, at: index) {
    case .rewrite(let found): typed = found
    case .left(let why): return .left(why)
    }
    // The statement that could be bound: the body's first (`if`), or the one after the
    // `else { … }` block (`guard`).
    let open = tokens.firstIndex(of: "{", from: last + 1)
    let statement =
      isGuard ? open.flatMap(tokens.closingBracket(from:)).map { $0 + 1 } : open.map { $0 + 1 }
    let binding = statement.flatMap { DestinationBinding(tokens: tokens, at: $0) }
      .flatMap { $0.typeName == typed.typedCase.destination ? $0 : nil }
    return .rewrite(
      ComparisonRewrite(
        start: tokens.start(subject.lowerBound), end: tokens.end(last),
        replacement: "case " + typed.pattern(binding: binding?.name) + " = " + typed.call,
        bindingRemoval: binding?.removal(at: tokens.tokens[index].location),
        constant: constant))
  }

  /// The `if` or `guard` whose condition list holds the clause that starts at `start`, as its
  /// first clause or after a comma (`if let vc = segue.destination as? T, segue.identifier ==
  /// "x"`); nil when the clause is in no such list (an argument, an operand, a `while`).
  private func conditionKeyword(of start: Int) -> Int? {
    var cursor = start - 1
    var depth = 0
    var clauses = 0
    while cursor >= 0, start - cursor < 400 {
      let text = tokens.tokens[cursor].text
      if text == ")" || text == "]" { depth += 1 }
      if text == "(" || text == "[" {
        if depth == 0 { return nil }
        depth -= 1
      }
      if depth == 0 {
        if text == "if" || text == "guard" {
          return cursor == start - 1 || clauses > 0 ? cursor : nil
        }
        if text == "," { clauses += 1 }
        if ["{", "}", ";", "while", "return", "switch", "for", "case"].contains(text) {
          return nil
        }
        // The clause must start right after the comma before it.
        if cursor == start - 1, text != "," { return nil }
      }
      cursor -= 1
    }
    return nil
  }

  /// `guard let id = segue.identifier else { … }` (or `if let`) and, later in the function,
  /// `switch id { case "x": … }`: the switch is on the typed segue; the binding becomes
  /// `segue.identifier != nil` when the switch was the name's only use.
  private mutating func boundSwitch(name: Int, at index: Int) {
    let identifier = tokens.tokens[name].text
    guard let function = enclosingFunctionBody(of: index) else { return }
    let uses = (index + 1..<function.upperBound).filter {
      tokens.isText($0, identifier) && !tokens.isText($0 - 1, ".")
    }
    // The binding becomes a test when nothing but the rewritten site uses the name.
    let test = MigrationEdit(
      start: tokens.start(name - 1), end: tokens.end(index),
      replacement: "segue.identifier != nil",
      location: tokens.tokens[index].location, kind: nil)
    guard let subject = uses.first(where: { tokens.isText($0 - 1, "switch") }) else {
      boundComparisons(uses: uses, at: index, test: test)
      return
    }
    switchBranches(subject: subject...subject, at: index, also: uses.count == 1 ? test : nil)
  }

  /// `guard let id = segue.identifier else { … }` and, later, `if id == "x" { … }` as every
  /// use of the name: each comparison → the typed pattern, and the binding → the test.
  private mutating func boundComparisons(uses: [Int], at index: Int, test: MigrationEdit) {
    guard !uses.isEmpty else {
      leave(index, .prepare, "it binds segue.identifier to a name nothing compares")
      return
    }
    var rewrites: [ComparisonRewrite] = []
    for use in uses {
      switch comparison(subject: use...use, at: index) {
      case .rewrite(let rewrite): rewrites.append(rewrite)
      case .left(let why):
        leave(index, .prepare, "a use of the name it binds segue.identifier to is left: " + why)
        return
      }
    }
    siteThroughConstant = rewrites.contains(where: \.constant)
    for (offset, rewrite) in rewrites.enumerated() {
      if offset == 0 {
        edit(
          rewrite.start, rewrite.end, rewrite.replacement, at: index, .prepare,
          throughConstant: siteThroughConstant)
      } else {
        addPart(
          MigrationEdit(
            start: rewrite.start, end: rewrite.end, replacement: rewrite.replacement,
            location: tokens.tokens[index].location, kind: nil))
      }
      if let removal = rewrite.bindingRemoval { addPart(removal) }
    }
    addPart(test)
  }

  /// `switch SUBJECT { case "x": … }`: the subject → the typed segue, each label → `.x?`; left
  /// whole when a label is no identifier the class's typed segue has. `also` is applied with
  /// the rewrite.
  private mutating func switchBranches(
    subject: ClosedRange<Int>, at index: Int, also: MigrationEdit? = nil
  ) {
    let open = subject.upperBound + 1
    guard tokens.isText(open, "{"), let close = tokens.closingBracket(from: open) else {
      leave(index, .prepare, "it switches on more than segue.identifier")
      return
    }
    guard let (type, typedSegues) = inheritedTypedSegues(at: index) else {
      leave(index, .prepare, noTypedSegue(types.names[index]))
      return
    }
    var labels: [(start: Int, end: Int, pattern: String, binding: DestinationBinding?)] = []
    var throughConstant = false
    var depth = 0
    var cursor = open + 1
    while cursor < close {
      if tokens.isText(cursor, "{") { depth += 1 }
      if tokens.isText(cursor, "}") { depth -= 1 }
      guard depth == 0, tokens.isText(cursor, "case") else {
        cursor += 1
        continue
      }
      // `case nil:` stays: the typed segue is nil for a segue without an identifier.
      if tokens.isText(cursor + 1, "nil"), tokens.isText(cursor + 2, ":") {
        cursor += 3
        continue
      }
      var patterns: [String] = []
      var item = cursor + 1
      var single: TypedNames.TypedSegueCase?
      while true {
        // A label is a literal or the app's constant (`case Segues.showDetail:`), alone or
        // beside literals.
        let label = identifierArgument(at: item)
        if label?.constant == true { throughConstant = true }
        guard let label, let typed = typedSegues.cases[label.value] else {
          siteThroughConstant = throughConstant
          leave(
            index, .prepare,
            "a case of its switch is not a storyboard identifier of \(type) as a literal or "
              + "the app's constant")
          return
        }
        patterns.append("." + typed.caseName + "?")
        single = patterns.count == 1 ? typed : nil
        item = label.last + (tokens.isText(label.last + 1, "?") ? 2 : 1)
        if tokens.isText(item, ",") {
          item += 1
          continue
        }
        break
      }
      guard tokens.isText(item, ":") else {
        leave(index, .prepare, "a case of its switch has a pattern this version does not read")
        return
      }
      let binding = single.flatMap { typed in
        DestinationBinding(tokens: tokens, at: item + 1).flatMap {
          $0.typeName == typed.destination ? $0 : nil
        }
      }
      let pattern =
        single.map {
          TypedPrepareCase(typedCase: $0, call: "").pattern(binding: binding?.name)
        } ?? patterns.joined(separator: ", ")
      labels.append((cursor + 1, item - 1, pattern, binding))
      cursor = item + 1
    }
    siteThroughConstant = throughConstant
    edit(
      tokens.start(subject.lowerBound), tokens.end(subject.upperBound),
      typedSegues.function + "(for: segue)", at: index, .prepare,
      throughConstant: throughConstant)
    if let also { addPart(also) }
    for label in labels {
      addPart(
        MigrationEdit(
          start: tokens.start(label.start), end: tokens.end(label.end),
          replacement: label.pattern, location: tokens.tokens[label.start].location, kind: nil))
      if let binding = label.binding {
        addPart(binding.removal(at: tokens.tokens[label.start].location))
      }
    }
  }

  /// The class's typed case for `identifier` and the call that makes it, or why there is none.
  private func typedCase(_ identifier: String, at index: Int) -> TypedCaseOutcome {
    guard let (type, typedSegues) = inheritedTypedSegues(at: index) else {
      return .left(noTypedSegue(types.names[index]))
    }
    guard let typed = typedSegues.cases[identifier] else {
      return .left("no storyboard segue of \(type) has the identifier \"\(identifier)\"")
    }
    return .rewrite(
      TypedPrepareCase(typedCase: typed, call: typedSegues.function + "(for: segue)"))
  }

  enum TypedCaseOutcome {
    case rewrite(TypedPrepareCase)
    case left(String)
  }

  /// The typed segues of the class around token `index`, or else of its nearest superclass
  /// that has them, as the app's sources say: `typedSegue(for:)` is an instance method, so a
  /// subclass whose scenes are its superclass's calls the superclass's. With the class whose
  /// they are.
  private func inheritedTypedSegues(at index: Int) -> (String, TypedNames.TypedSegues)? {
    guard let type = types.names[index] else { return nil }
    for name in hierarchy.chain(from: type) {
      if let typed = names.typedSegues[name] { return (name, typed) }
    }
    return nil
  }

  private func noTypedSegue(_ type: String?) -> String {
    guard let type else { return "it is outside any class" }
    return "no typedSegue(for:) is generated for \(type) (no storyboard gives it identified "
      + "segues, or its hand-written enum differs from the storyboards)"
  }

  /// The tokens of the body of the function around token `index`: after its `{`, up to its
  /// `}`.
  private func enclosingFunctionBody(of index: Int) -> Range<Int>? {
    var start = index - 1
    while start >= 0, !tokens.isText(start, "func") { start -= 1 }
    guard let open = tokens.firstIndex(of: "{", from: start),
      let close = tokens.closingBracket(from: open), close > index
    else { return nil }
    return open + 1..<close
  }

  /// Whether token `segue` lies in a `func prepare(for segue: …)`: the nearest `func` before
  /// it declares it.
  private func inPrepareForSegue(_ segue: Int) -> Bool {
    var index = segue - 1
    while index >= 0, !tokens.isText(index, "func") { index -= 1 }
    return tokens.isText(index + 1, "prepare") && tokens.isText(index + 2, "(")
      && tokens.isText(index + 3, "for") && tokens.isText(index + 4, "segue")
      && tokens.isText(index + 5, ":")
  }
}
