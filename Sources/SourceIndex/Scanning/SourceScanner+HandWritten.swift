import StoryboardKit

extension SourceScanner {
  /// `enum SegueIdentifier … { case a = "A", b … }` inside a class or its extension: records
  /// its cases, which the generator then checks instead of declaring the enum again. At module
  /// scope, the app's own identifier enum, which the generator adopts rather than hide, unless
  /// it is private to its file, which the generated file cannot see.
  func handWrittenSegueIdentifier(at position: Int, into index: inout SourceIndex) {
    guard tokens[position].text == "enum", name(at: position + 1) == "SegueIdentifier" else {
      return
    }
    let atModuleScope = scopes.isEmpty
    guard let owner = atModuleScope ? "" : enclosingClass else { return }
    var open = position + 2
    while open < tokens.count, text(at: open) != "{" { open += 1 }
    let close = closing(from: open, open: "{", close: "}")
    let inheritance = tokens[(position + 2)..<min(open, tokens.count)].map(\.text)
    var cases: [HandWrittenSegueIdentifier.Case] = []
    var readable = inheritance.contains("String")
    var cursor = open + 1
    var depth = 0
    while cursor < close {
      let token = tokens[cursor]
      if token.text == "{" || token.text == "(" { depth += 1 }
      if token.text == "}" || token.text == ")" { depth -= 1 }
      guard depth == 0, token.text == "case" else {
        cursor += 1
        continue
      }
      cursor += 1
      // case a = "A", b
      while let caseName = name(at: cursor) {
        var raw = caseName
        let location = tokens[cursor].location
        cursor += 1
        if text(at: cursor) == "=" {
          if cursor + 1 < tokens.count, case .string(interpolated: false) = tokens[cursor + 1].kind
          {
            raw = tokens[cursor + 1].text
          } else {
            readable = false
          }
          cursor += 2
        } else if text(at: cursor) == "(" {
          readable = false
        }
        cases.append(.init(name: caseName, rawValue: raw, location: location))
        guard text(at: cursor) == "," else { break }
        cursor += 1
      }
    }
    // A raw value written with escapes is not compared as written.
    if cases.contains(where: { $0.rawValue.contains("\\") }) { readable = false }
    let enumeration = HandWrittenSegueIdentifier(
      className: owner, path: path, location: tokens[position].location, cases: cases,
      isReadable: readable)
    if atModuleScope, isFilePrivate(position) {
      index.filePrivateSegueIdentifiers[path] = enumeration
    } else if atModuleScope {
      index.moduleSegueIdentifier = enumeration
    } else {
      index.handWrittenSegueIdentifiers[owner] = enumeration
    }
  }

  /// `class Name: …, SegueHandler` or `extension Name: SegueHandler`: a conformance the app
  /// wrote by hand.
  func handWrittenConformance(at position: Int, named name: String, into index: inout SourceIndex) {
    var cursor = position + 2
    while cursor < tokens.count, let word = text(at: cursor), word != "{", word != "where" {
      if word == "SegueHandler" {
        index.segueHandlerConformers.insert(name)
        return
      }
      cursor += 1
    }
  }
}
