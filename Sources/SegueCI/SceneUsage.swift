import Foundation

/// A usage file for the generated `StoryboardScene`: every accessor instantiated and checked to
/// have exactly the type the generator decided for its scene, so that a wrongly typed accessor
/// fails to compile, and a type that does not exist where the code is compiled fails too.
///
/// Which type a scene has is the generator's answer: `segue generate --stub-classes DIR`
/// writes it to DIR/scenes.tsv from its model (one accessor a line: its path, `initial` or
/// `scene`, the type; for a scene typed under `#if canImport(M)`, M and the type there). This
/// decides nothing about classes, modules or storyboards; of the generated file it reads only
/// the imports, and counts the accessors, so that none goes unchecked.
package enum SceneUsage {
  /// The usage file's text ("" when the generated code has no scenes), from the generated
  /// file's text and scenes.tsv's; fails when the generated file has accessors scenes.tsv does
  /// not list, or the other way round.
  package static func text(generated: String, scenes: String) throws(CIFailure) -> String {
    let rows = scenes.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    let written = accessorCount(generated)
    // A scene typed under `#if canImport(M)` is written twice.
    let listed = rows.reduce(0) { $0 + ($1.count == 3 ? 1 : 2) }
    guard written == listed else {
      throw CIFailure(
        "the generated file has \(written) scene accessor(s), the generator's scenes.tsv lists \(listed)"
      )
    }
    guard !rows.isEmpty else { return "" }
    var lines = [
      "// Instantiates every scene with the type the generator decided for it",
      "// (Scripts/typecheck-generated); `scene(_:is:)` fails unless the accessor has",
      "// that very type.", "",
    ]
    lines += imports(ofHead: generated)
    // A standalone file (--standalone) declares its scene types, nested in StoryboardScene.
    let types = generated.contains("struct SceneType<") ? "StoryboardScene." : "SegueKit."
    lines += [
      "", "@MainActor private enum TypecheckSceneUsage {",
      "  static func scene<S, C>(_ scene: \(types)SceneType<S, C>, is type: C.Type) {}",
      "  static func initialScene<S, C>(_ scene: \(types)InitialSceneType<S, C>, is type: C.Type) {}",
      "",
      "  static func useEveryScene() {",
    ]
    for row in rows {
      let (path, kind, type) = (row[0], row[1], row[2])
      if row.count == 3 {
        lines += use(path, kind, type)
      } else {
        lines.append("    #if canImport(\(row[3]))")
        lines += use(path, kind, row[4], indent: "      ")
        lines.append("    #else")
        lines += use(path, kind, type, indent: "      ")
        lines.append("    #endif")
      }
    }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func use(_ path: String, _ kind: String, _ type: String, indent: String = "    ")
    -> [String]
  {
    let check = kind == "initial" ? "initialScene" : "scene"
    return [
      "\(indent)let _: \(type) = \(path).instantiate()",
      "\(indent)\(check)(\(path), is: \(type).self)",
    ]
  }

  /// How many accessors the generated file writes: each scene is a computed property of type
  /// `SceneType<…>` (`SegueKit.`-qualified where the app declares a SceneType of its own), and
  /// each initial scene a `typealias InitialController = …` (`InitialController2`, … where a
  /// class is so named) in its storyboard's enum, which types the one `initialScene`.
  static func accessorCount(_ generated: String) -> Int {
    var count = 0
    for prefix in [": SceneType<", ": SegueKit.SceneType<"] {
      count += generated.components(separatedBy: prefix).count - 1
    }
    for piece in generated.components(separatedBy: "typealias InitialController").dropFirst() {
      let rest = piece.drop { $0.isNumber }
      if rest.hasPrefix(" = ") { count += 1 }
    }
    return count
  }

  /// The import lines before `enum StoryboardScene`: `import M`, and `#if canImport(M)`,
  /// `import M`, `#endif` as one.
  private static func imports(ofHead generated: String) -> [String] {
    let head = generated.components(separatedBy: "enum StoryboardScene").first ?? generated
    let lines = head.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("#if canImport("), line.hasSuffix(")"), index + 2 < lines.count {
        let module = line.dropFirst("#if canImport(".count).dropLast()
        let imported = lines[index + 1].drop { $0 == " " || $0 == "\t" }
        if imported == "import \(module)", lines[index + 2] == "#endif" {
          found.append(lines[index...(index + 2)].joined(separator: "\n"))
          index += 3
          continue
        }
      }
      let rest = line.dropFirst("import ".count)
      if line.hasPrefix("import "), !rest.isEmpty, !rest.contains(where: \.isWhitespace) {
        found.append(line)
      }
      index += 1
    }
    return found
  }
}
