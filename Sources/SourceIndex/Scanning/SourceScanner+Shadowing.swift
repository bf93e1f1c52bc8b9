extension SourceScanner {
  /// Keywords after which a watched name is being declared, not used.
  private static let declaring: Set<String> = [
    "class", "struct", "enum", "protocol", "actor", "typealias", "func", "extension", "case",
    "associatedtype", "var", "let",
  ]

  /// ``GeneratedNames/called``, asked of every name.
  private static let calledNames = WordSet(GeneratedNames.called)

  /// A name of ``GeneratedNames`` written without a qualifier (`SegueIdentifier.show`, not
  /// `Self.SegueIdentifier` or `Module.SegueIdentifier`) inside a type's body: recorded for that
  /// type and every type around it, whose generated members would hide what it names.
  func unqualifiedGeneratedName(at position: Int, into index: inout SourceIndex) {
    guard language == .swift, !isGenerated else { return }
    let name = tokens[position].text
    // A property hides the called function as a method does (`func` is recorded apart); a
    // local variable of a method hides nothing outside it.
    if Self.calledNames.contains(name), let keyword = text(at: position - 1),
      keyword == "var" || keyword == "let", scopes.last.map({ $0.typeName != nil }) ?? true
    {
      declaredName(name, keyword: keyword, into: &index)
    }
    // `case SegueIdentifier.show.rawValue:` matches a pattern; `case TypedSegue, …` declares.
    let before = text(at: position - 1) ?? ""
    let pattern = before == "case" && text(at: position + 1) == "."
    guard GeneratedNames.mayBeWatched(name), before != ".",
      pattern || !Self.declaring.contains(before)
    else { return }
    for scope in scopes {
      if let typeName = scope.typeName {
        index.unqualifiedNames[typeName, default: []].insert(name)
        if name == "SegueIdentifier" {
          index.segueIdentifierUsePaths[typeName, default: []].insert(path)
        }
      }
    }
  }

  /// A declaration of `name`: at module scope, one of the app's module-level names; inside a
  /// class and named like a generated member (or the function its code calls), one of the
  /// class's own members; inside the
  /// app's `StoryboardScene`, one of its members. `keyword` declares it; a `filePrivate` one
  /// still clashes with a generated name, but no other file sees it.
  func declaredName(
    _ name: String, keyword: String, filePrivate: Bool = false, into index: inout SourceIndex
  ) {
    guard language == .swift, !isGenerated else { return }
    if scopes.last?.typePath == ["StoryboardScene"] {
      index.storyboardScene.members.insert(name)
    }
    if scopes.isEmpty {
      index.moduleScopeNames.insert(name)
      if !filePrivate { index.moduleWideNames.insert(name) }
      if name == "StoryboardScene" {
        index.storyboardScene.modules.insert(module)
        if !["enum", "struct", "class"].contains(keyword) {
          index.storyboardScene.isExtensible = false
        }
      }
    } else if GeneratedNames.members.contains(name) || GeneratedNames.called.contains(name),
      let owner = enclosingClass
    {
      index.declaredMemberNames[owner, default: []].insert(name)
    }
  }

  /// Whether the declaration whose keyword is at `position` is `private` or `fileprivate`.
  func isFilePrivate(_ position: Int) -> Bool {
    !attributes(before: position).words.isDisjoint(with: ["private", "fileprivate"])
  }

  /// `typealias Name = …`: a name at module scope, or a member.
  func typeAlias(at position: Int, into index: inout SourceIndex) {
    guard let name = name(at: position + 1) else { return }
    declaredName(
      name, keyword: "typealias", filePrivate: isFilePrivate(position), into: &index)
  }
}
