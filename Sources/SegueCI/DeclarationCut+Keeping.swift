import SourceIndex

/// Which declarations the cut keeps, and the stand-ins it makes.
extension DeclarationCut {
  /// The framework class the generator's stand-in for `name` inherits from, through the
  /// stand-ins of its superclasses; nil when the generator made none for `name`.
  func generatorBase(_ name: String) -> String? {
    var seen: Set<String> = []
    var name = name
    while let base = generator.bases[name], !seen.contains(name) {
      seen.insert(name)
      name = base
    }
    return seen.isEmpty ? nil : name
  }

  /// Whether the sources declare `name` where the file `file`, of `module`, sees it: in
  /// `module`, in a module it imports, or in a stand-in module of the generator's it imports.
  func isVisible(_ name: String, module: String, file: Int) -> Bool {
    let imported = files[file].importedModules
    if (declarations[name] ?? []).contains(where: {
      $0.module == module || imported.contains($0.module)
    }) {
      return true
    }
    return imported.contains { other in
      generator.modules[other] != nil
        && (standIns[other]?[name] != nil || generator.declares(name, in: other))
    }
  }

  /// Keeps the declarations of `names`, and in turn those their kept lines name.
  mutating func keep(_ names: [String]) {
    // (name, the generator's base for the class the generated code names whose superclass
    // chain reached it), the last first.
    var pending = names.map { ($0, generatorBase($0)) }
    while let (name, reachedBase) = pending.popLast() {
      guard !kept.contains(name), let entries = declarations[name] else { continue }
      kept.insert(name)
      let rootBase = generatorBase(name) ?? reachedBase
      for entry in entries {
        let file = files[entry.file]
        let declaration = declaration(entry)
        var lines = [file.outline.text(declaration.start..<declaration.nameEnd)]
        for (owner, member) in members(of: name) {
          lines.append(files[owner].outline.text(member))
        }
        for text in lines {
          pending += SwiftQuoting.names(in: text).map { ($0, nil) }
        }
        guard let superclass = superclass(of: declaration) else { continue }
        let base = Self.baseName(superclass)
        if !isVisible(base, module: entry.module, file: entry.file), !stubClasses.contains(base),
          !objcClasses.contains(base)
        {
          // A class reached only through a signature: what it is the sources do not say
          // here, and NSObject asks least of it.
          standIns["StandIns", default: [:]][base] = rootBase ?? "NSObject"
        }
        pending += SwiftQuoting.names(in: superclass).map { ($0, rootBase) }
      }
    }
  }

  /// `Name` of `Module.Name<T>`.
  static func baseName(_ type: String) -> String {
    let unqualified = type.prefix { $0 != "<" }
    return String(unqualified.split(separator: ".", omittingEmptySubsequences: false).last ?? "")
  }

  /// The superclass a class declaration names, or nil (a protocol comes first, or none).
  func superclass(of declaration: OutlineDeclaration) -> String? {
    guard declaration.kind == "class", let first = declaration.inherited.first else { return nil }
    let base = Self.baseName(first)
    if (declarations[base] ?? []).contains(where: { self.declaration($0).kind == "protocol" }) {
      return nil
    }
    if ["Delegate", "DataSource", "Protocol"].contains(where: base.hasSuffix) || base == "AnyObject"
    {
      return nil
    }
    return first
  }

  /// (file, member) for the segue and unwind actions of `name`: in its declarations and in its
  /// extensions.
  func members(of name: String) -> [(Int, Range<Int>)] {
    ((declarations[name] ?? []) + (extensions[name] ?? [])).flatMap { entry in
      actions(of: declaration(entry), in: entry.file).map { (entry.file, $0) }
    }
  }

  /// The members of `declaration` a storyboard calls: its segue actions, and the `@IBAction`s
  /// that take a storyboard segue (unwind actions); an action for a control's event is no
  /// business of the generated code (and Linux accepts `@IBAction` only with one argument).
  func actions(of declaration: OutlineDeclaration, in file: Int) -> [Range<Int>] {
    declaration.actionMembers.filter { member in
      let text = files[file].outline.text(member)
      return text.contains("@IBSegueAction") || text.contains("StoryboardSegue")
    }
  }

  /// The app's top-level shadowable names that a kept class's body writes unqualified: each
  /// kept whole, and the class probes it as written.
  mutating func probeAppNames() {
    for name in kept.sorted() {
      var expressions: [String] = []
      for entry in (declarations[name] ?? []) + (extensions[name] ?? []) {
        let declaration = declaration(entry)
        guard ["class", "extension"].contains(declaration.kind) else { continue }
        let tokens = files[entry.file].outline.tokens.filter {
          declaration.brace < $0.start && $0.start < declaration.end
        }
        for (index, token) in tokens.enumerated() {
          guard token.isName, Self.shadowable.contains(token.text), declarations[token.text] != nil,
            index == 0
              || !(tokens[index - 1].text == "." || Self.declaring.contains(tokens[index - 1].text))
          else { continue }
          let expression =
            index + 2 < tokens.count && tokens[index + 1].text == "." && tokens[index + 2].isName
            ? "\(token.text).\(tokens[index + 2].text)" : "\(token.text).self"
          if !expressions.contains(expression) { expressions.append(expression) }
          whole.insert(token.text)
        }
      }
      if !expressions.isEmpty { probes[name] = expressions }
    }
    kept.formUnion(whole)
    if !probes.isEmpty {
      let listed = probes.sorted { $0.key < $1.key }.map {
        "\($0.key) (\($0.value.joined(separator: ", ")))"
      }
      notes.append(
        "declarations only: kept whole the app's top-level \(whole.sorted().joined(separator: ", ")), which these classes name unqualified, probed as written: \(listed.joined(separator: ", "))"
      )
    }
  }

  /// Stand-in modules for the modules the generated code imports that neither the sources nor
  /// the stubs provide: the generator's (`--stub-classes`), which declare the classes the code
  /// names in them.
  mutating func standInsForModules(_ generated: String) {
    var missing: Set<String> = []
    for line in generated.split(separator: "\n") where line.hasPrefix("import ") {
      let module = line.dropFirst("import ".count)
      if !module.isEmpty, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        !available.contains(String(module))
      {
        missing.insert(String(module))
      }
    }
    for module in missing.sorted() {
      standIns[module] = GeneratorStandIns.classes(in: generator.modules[module] ?? "")
    }
  }
}
