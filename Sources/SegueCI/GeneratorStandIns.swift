import Foundation

/// The stand-ins `segue generate --stub-classes DIR` writes: for the classes the generated code
/// names in the app's module (DIR/app.swift: `class Name: Base {}` a line) and in each other
/// module (DIR/modules/NAME.swift).
struct GeneratorStandIns {
  /// The base of each stand-in of app.swift, by class name.
  private(set) var bases: [String: String] = [:]
  /// The text of each module's file, by module name.
  private(set) var modules: [String: String] = [:]

  init(folder: String) throws(CIFailure) {
    let app = folder + "/app.swift"
    if FileManager.default.fileExists(atPath: app) {
      bases = Self.classes(in: try ParsedFile.read(app))
    }
    let folder = folder + "/modules"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted() where name.hasSuffix(".swift") {
      modules[String(name.dropLast(".swift".count))] = try ParsedFile.read(folder + "/" + name)
    }
  }

  /// `{class: base}` of the lines `class Name: Base {}` (`open` or `public` before it) of a
  /// stand-in file, as the generator writes them.
  static func classes(in text: String) -> [String: String] {
    var classes: [String: String] = [:]
    for line in text.split(separator: "\n") {
      var rest = Substring(line)
      for modifier in ["open ", "public "] where rest.hasPrefix(modifier) {
        rest = rest.dropFirst(modifier.count)
        break
      }
      guard rest.hasPrefix("class "), rest.hasSuffix(" {}") else { continue }
      rest = rest.dropFirst("class ".count).dropLast(" {}".count)
      guard let colon = rest.firstIndex(of: ":") else { continue }
      let name = rest[..<colon]
      let base = rest[colon...].dropFirst()
      guard base.hasPrefix(" "), !name.isEmpty, !name.contains(where: \.isWhitespace) else {
        continue
      }
      let baseName = base.dropFirst()
      guard !baseName.isEmpty, !baseName.contains(where: \.isWhitespace) else { continue }
      classes[name.trimmingCharacters(in: ["`"])] = String(baseName)
    }
    return classes
  }

  /// Whether the module file of `module` declares the class `name`.
  func declares(_ name: String, in module: String) -> Bool {
    guard let text = modules[module] else { return false }
    return text.contains("class \(name):") || text.contains("class `\(name)`:")
  }
}
