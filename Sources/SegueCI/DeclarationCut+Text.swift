import SourceIndex

/// The text the cut writes: each file's kept declarations, the stand-in modules, the notes.
extension DeclarationCut {
  /// The cut text of the file `file`: its imports, then its kept declarations; nil when it
  /// keeps none.
  mutating func cut(_ file: Int) -> String? {
    var chunks: [String] = []
    for (index, declaration) in files[file].declarations.enumerated()
    where kept.contains(declaration.name) {
      if declaration.kind != "extension" {
        let entries = declarations[declaration.name] ?? []
        guard entries.contains(where: { $0.file == file && $0.declaration == index }) else {
          continue
        }
      }
      if declaration.kind == "extension", actions(of: declaration, in: file).isEmpty { continue }
      chunks.append(chunk(declaration, in: file))
    }
    guard !chunks.isEmpty else { return nil }
    var imports: Set<String> = []
    for module in files[file].outline.imports {
      if module == "Cocoa", framework == "AppKit" {
        // Cocoa is AppKit with Foundation and Core Data; the stubs have AppKit.
        imports.insert("import AppKit")
      } else if available.contains(module) || standIns[module] != nil {
        imports.insert("import \(module)")
      } else {
        droppedImports[module, default: 0] += 1
        // A module outside the stubs (WebKit, SwiftUI, an app's own framework) brings the UI
        // framework with it, as `import WebKit` alone lets a file name UIViewController; the
        // stubs' framework stands in for what it re-exported.
        imports.insert("import \(framework)")
      }
    }
    if standIns["StandIns"] != nil { imports.insert("import StandIns") }
    return imports.sorted().joined(separator: "\n") + "\n\n" + chunks.joined()
  }

  private func location(_ file: Int, _ offset: Int) -> String {
    let parsed = files[file]
    return
      "#sourceLocation(file: \(SwiftQuoting.quoted(parsed.path)), line: \(parsed.outline.line(of: offset)))"
  }

  private func chunk(_ declaration: OutlineDeclaration, in file: Int) -> String {
    let outline = files[file].outline
    let location = location(file, declaration.start) + "\n"
    if whole.contains(declaration.name), declaration.kind != "extension" {
      return location + verbatim(outline.text(declaration.start..<declaration.end)) + "\n"
    }
    var head = verbatim(outline.text(declaration.start..<declaration.nameEnd))
    if declaration.kind == "typealias" { return location + head + "\n" }
    if let superclass = superclass(of: declaration) { head += ": " + superclass }
    var lines = [location + head + " {"]
    for member in actions(of: declaration, in: file) {
      var signature = Substring(outline.text(member))
      while let last = signature.last, last.isWhitespace { signature = signature.dropLast() }
      lines.append(self.location(file, member.lowerBound))
      lines.append("  " + verbatim(String(signature)) + #" { fatalError("declaration only") }"#)
    }
    if declaration.kind == "class", let probes = probes[declaration.name] {
      lines.append("  // The app's top-level names as this class's own code writes them.")
      lines.append("  private static func appNamesProbe() {")
      lines += probes.map { "    _ = \($0)" }
      lines.append("  }")
    }
    lines.append("}\n")
    return lines.joined(separator: "\n")
  }

  /// `text` as copied: as written, but without `@objc` where there is no Objective-C runtime
  /// to compile it against.
  private func verbatim(_ text: String) -> String {
    objcRuntime
      ? text : text.replacing(#/@(?:objc|nonobjc|objcMembers)\b(?:\s*\([^)]*\))?\s*/#, with: "")
  }

  /// (module, text) for each stand-in module.
  var standInFiles: [(String, String)] {
    standIns.keys.sorted().map { module in
      if let text = generator.modules[module] { return (module, text) }
      var lines = [
        "// Stand-ins: classes that neither the sources nor the stubs declare.",
        "import \(framework)", "",
      ]
      let classes = standIns[module] ?? [:]
      lines += classes.sorted { $0.key < $1.key }.map { "open class \($0.key): \($0.value) {}" }
      return (module, lines.joined(separator: "\n") + "\n")
    }
  }

  /// One line for a table (files kept of all, then what was dropped or made up), and the
  /// notes on what was dropped or made up.
  mutating func summarize(keptFiles: Int, total: Int, twice: Int) {
    var parts = ["\(keptFiles)/\(total) files"]
    if !droppedImports.isEmpty {
      parts.append("imports dropped: " + droppedImports.keys.sorted().joined(separator: ", "))
    }
    var madeUp = standIns.flatMap { module, classes in
      classes.keys.map { module != "StandIns" ? "\(module).\($0)" : $0 }
    }.sorted()
    if appStandIns != nil { madeUp += generator.bases.keys.sorted() }
    if !madeUp.isEmpty {
      parts.append("\(madeUp.count) stand-in(s): \(Self.listed(madeUp, 4))")
    }
    if twice > 0 { parts.append("\(twice) type(s) declared twice") }
    summary = parts.joined(separator: "; ")
    if !droppedImports.isEmpty {
      let listed = droppedImports.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
      notes.append(
        "declarations only: dropped imports of modules outside the sources and the stubs: \(listed.joined(separator: ", "))"
      )
    }
    if appStandIns != nil {
      let listed = generator.bases.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      notes.append(
        "stand-ins in the app's module, of which the sources hold no Swift file (the generator's, --stub-classes): \(listed.joined(separator: ", "))"
      )
    }
    for module in standIns.keys.sorted() {
      let classes = standIns[module] ?? [:]
      let listed = classes.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      notes.append(
        "stand-ins in module \(module) (declared by neither the stubs nor the sources where the code that names them sees them): \(listed.joined(separator: ", "))"
      )
    }
  }
}
