import Foundation

/// The folders of a development pod that hold its code, as its podspec's `source_files` name
/// them (`s.source_files = 'GCBUtilities/**/*.swift'`, a list, a subspec's, or the
/// `"source_files"` of a `.podspec.json`): each pattern up to its first wildcard, cut to a
/// folder. A development pod's folder may be the checkout's top (GrandCentralBoard's
/// `:path => './'`), which holds the app, its tests and `Pods/` too; only these folders are the
/// pod's. The podspec is Ruby and read as text: nil when a `source_files` names no quoted
/// pattern (a variable, a method call) or a pattern starts with a wildcard, so that the caller
/// reads the whole folder rather than miss the pod's code.
package struct PodspecSources: Sendable, Hashable {
  /// The folders (or files), relative to the podspec's folder, sorted, each once.
  package var folders: [String]

  package init?(text: String) {
    var patterns: [String] = []
    var sawKey = false
    var depth = 0
    var collecting = false
    var valueStart = 0
    for line in text.split(whereSeparator: \.isNewline) {
      var rest = Substring(line)
      if !collecting {
        guard let key = line.range(of: "source_files") else { continue }
        // `s.source_files = …` (Ruby) or `"source_files": …` (JSON), not `exclude_files` or a
        // comment that mentions it.
        let before = line[..<key.lowerBound].drop { $0 == " " || $0 == "\t" }
        guard !before.hasPrefix("#") else { continue }
        rest = line[key.upperBound...].drop { $0 == "\"" || $0 == " " || $0 == "\t" }
        guard let sign = rest.first, sign == "=" || sign == ":" else { continue }
        rest = rest.dropFirst()
        sawKey = true
        collecting = true
        depth = 0
        valueStart = patterns.count
      }
      Self.scan(rest, into: &patterns, depth: &depth)
      // A value that ends without a quoted pattern is code (a variable, a call): unknown.
      if depth == 0 {
        collecting = false
        if patterns.count == valueStart { return nil }
      }
    }
    guard sawKey, !patterns.isEmpty else { return nil }
    var folders = Set<String>()
    for pattern in patterns {
      guard let folder = Self.folder(of: pattern) else { return nil }
      folders.insert(folder)
    }
    self.folders = folders.sorted()
  }

  /// The quoted strings of `text`, in order, appended to `patterns`; `depth` follows the
  /// brackets of a list that spans lines. A `#` outside quotes ends the line (a Ruby comment).
  private static func scan(_ text: Substring, into patterns: inout [String], depth: inout Int) {
    var quote: Character? = nil
    var current = ""
    for character in text {
      if let open = quote {
        if character == open {
          patterns.append(current)
          current = ""
          quote = nil
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case "'", "\"": quote = character
      case "[": depth += 1
      case "]": depth = max(0, depth - 1)
      case "#": return
      default: continue
      }
    }
  }

  /// The folder a pattern's files are under: its text before the first wildcard, cut after the
  /// last `/`; the pattern itself when it has no wildcard. Nil when that leaves nothing (the
  /// pattern starts with a wildcard in the podspec's own folder) or climbs out of it.
  static func folder(of pattern: String) -> String? {
    let wildcards: Set<Character> = ["*", "?", "[", "{"]
    let literal = pattern.prefix { !wildcards.contains($0) }
    var folder = String(literal)
    if literal.count < pattern.count {
      guard let slash = literal.lastIndex(of: "/") else { return nil }
      folder = String(literal[..<slash])
    }
    while folder.hasPrefix("./") { folder.removeFirst(2) }
    while folder.hasSuffix("/") { folder.removeLast() }
    guard !folder.isEmpty, folder != ".", !folder.hasPrefix("/"),
      !folder.split(separator: "/").contains("..")
    else { return nil }
    return folder
  }
}
