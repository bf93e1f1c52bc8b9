import SegueCommandLine

/// What `--check` compares: the code of a generated file, not its header, and when they differ,
/// which top-level declarations do, so that the message says where to look.
package enum GeneratedCodeComparison {
  /// `text` after its leading comment lines, the header.
  static func code(of text: String) -> Substring {
    var rest = Substring(text)
    while rest.hasPrefix("//") {
      guard let end = rest.firstIndex(of: "\n") else { return "" }
      rest = rest[rest.index(after: end)...]
    }
    return rest
  }

  /// The top-level declarations of `new` that differ from `old`'s, each as "added", "removed"
  /// or "changed" with its first line, in the order of `new` and then of `old`.
  static func differences(old: String, new: String) -> [String] {
    let before = declarations(in: code(of: old))
    let after = declarations(in: code(of: new))
    let beforeKeys = Dictionary(before.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
    let afterKeys = Set(after.map(\.key))
    var lines: [String] = []
    for declaration in after {
      switch beforeKeys[declaration.key] {
      case nil: lines.append("added: \(declaration.key)")
      case let text? where text != declaration.text: lines.append("changed: \(declaration.key)")
      default: break
      }
    }
    for declaration in before where !afterKeys.contains(declaration.key) {
      lines.append("removed: \(declaration.key)")
    }
    return lines
  }

  /// The top-level declarations of `code`: each from a line at the left margin (its attributes
  /// and the comments at the margin before it included) to the next, named by its first line
  /// that is neither a comment nor an attribute, without the opening brace; a name met again
  /// gets its ordinal (`#2`). The comments before a declaration are its own, not the previous
  /// one's: a class's `// MARK: - Name` and what follows it describe the class below. A class
  /// whose section is only comments (no code written for it) is an entry named after its mark.
  static func declarations(in code: Substring) -> [(key: String, text: String)] {
    var result: [(key: String, text: String)] = []
    var seen: [String: Int] = [:]
    var key: String?
    var text = ""
    // Margin comments not yet followed by a declaration, and the mark that opened them.
    var leading = ""
    var mark: String?
    func finish() {
      guard let name = key else { return }
      seen[name, default: 0] += 1
      let count = seen[name] ?? 1
      result.append((count == 1 ? name : "\(name) #\(count)", text))
      key = nil
    }
    // Comments that led to no declaration: a section of their own under a mark, else the end
    // of the declaration before them.
    func finishLeading() {
      guard !leading.isEmpty else { return }
      if let mark {
        finish()
        key = mark
        text = leading
        finish()
      } else if key != nil {
        text += leading
      }
      leading = ""
      mark = nil
    }
    let markPrefix = "// MARK: - "
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty, !leading.isEmpty {
        leading += "\n"
        continue
      }
      if line.hasPrefix("//") {
        if line.hasPrefix(markPrefix) {
          finishLeading()
          mark = String(line.dropFirst(markPrefix.count))
        }
        leading += line + "\n"
        continue
      }
      let startsDeclaration =
        !line.isEmpty && !" \t}#".contains(line.first ?? " ") && !line.hasPrefix("import ")
      if startsDeclaration, key.map({ !$0.isEmpty }) ?? true {
        finish()
        key = ""
        text = leading
        leading = ""
        mark = nil
      } else if !leading.isEmpty, !line.isEmpty {
        finishLeading()
      }
      if key == "", startsDeclaration, !line.hasPrefix("@") {
        key = line.hasSuffix(" {") ? String(line.dropLast(2)) : String(line)
      }
      if key != nil { text += line + "\n" }
    }
    finishLeading()
    finish()
    return result
  }
}
