import Foundation
import StoryboardKit

/// The source folders of a Swift package's targets, read from its `Package.swift`'s text as
/// SwiftPM lays them out: `path:` when a target gives one, else `Sources/NAME` (or `Source`,
/// `src`, `srcs`). A package whose targets live elsewhere than `Sources/` (Parse's
/// `path: "Parse/Parse"`) is then read target by target, not as its whole repository with its
/// sample apps. Test targets, plugins, macros and binary targets declare nothing an app's
/// storyboard names.
package struct PackageTargets: Sendable, Hashable {
  /// Each target's module and source folder, relative to the package's folder, in manifest
  /// order.
  package var targets: [(module: String, folder: String)]

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.targets.map(\.module) == rhs.targets.map(\.module)
      && lhs.targets.map(\.folder) == rhs.targets.map(\.folder)
  }

  package func hash(into hasher: inout Hasher) {
    for target in targets {
      hasher.combine(target.module)
      hasher.combine(target.folder)
    }
  }

  /// The kinds of target whose sources are a module an app can link.
  private static let kinds = [".target(", ".executableTarget("]
  /// Where SwiftPM looks for a target's sources when the manifest gives no `path:`.
  private static let defaultFolders = ["Sources", "Source", "src", "srcs"]

  /// The targets of the package at `folder` whose source folder exists; nil when it has no
  /// readable manifest or none of its targets' folders is there.
  package init?(packageAt folder: String) {
    guard let data = FileManager.default.contents(atPath: folder + "/Package.swift") else {
      return nil
    }
    let text = String(decoding: data, as: UTF8.self)
    var found: [(module: String, folder: String)] = []
    for (name, path) in Self.declarations(in: text) {
      let candidates = path.map { [$0] } ?? Self.defaultFolders.map { $0 + "/" + name }
      guard let relative = candidates.first(where: { ProjectPaths.isFolder(folder + "/" + $0) })
      else { continue }
      found.append((SettingModifier.c99Identifier(name), relative))
    }
    guard !found.isEmpty else { return nil }
    targets = found
  }

  /// Whether the `Package.swift` at `folder` declares a binary target (`.binaryTarget(`,
  /// spelt in a call or in a helper the manifest defines): its code is a downloaded or
  /// prebuilt framework, not the package's sources.
  package static func declaresBinaryTargets(packageAt folder: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: folder + "/Package.swift") else {
      return false
    }
    return String(decoding: data, as: UTF8.self).contains(".binaryTarget(")
  }

  /// Each `.target(` or `.executableTarget(` call's `name:` and `path:` arguments, read from
  /// its parentheses (strings and nested calls passed over).
  static func declarations(in text: String) -> [(name: String, path: String?)] {
    let bytes = Array(text.utf8)
    var result: [(name: String, path: String?)] = []
    var index = 0
    while index < bytes.count {
      guard
        let kind = kinds.first(where: { Self.matches($0, in: bytes, at: index) })
      else {
        index += 1
        continue
      }
      let open = index + kind.utf8.count - 1
      let (arguments, end) = Self.topLevelStrings(in: bytes, from: open)
      if let name = arguments["name"] { result.append((name, arguments["path"])) }
      index = end
    }
    return result
  }

  private static func matches(_ word: String, in bytes: [UInt8], at index: Int) -> Bool {
    let pattern = Array(word.utf8)
    guard index + pattern.count <= bytes.count else { return false }
    return Array(bytes[index..<index + pattern.count]) == pattern
  }

  /// The `label: "string"` arguments at the top level of the call whose `(` is at `open`, and
  /// the index after its `)`.
  private static func topLevelStrings(in bytes: [UInt8], from open: Int)
    -> (arguments: [String: String], end: Int)
  {
    var arguments: [String: String] = [:]
    var depth = 0
    var index = open
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        var close = index + 1
        while close < bytes.count, bytes[close] != UInt8(ascii: "\"") {
          close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
        }
        close = min(close, bytes.count)
        if depth == 1, let label = label(before: index, in: bytes), arguments[label] == nil {
          arguments[label] = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        }
        index = close + 1
        continue
      }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
      if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return (arguments, index + 1) }
      }
      index += 1
    }
    return (arguments, bytes.count)
  }

  /// The label of the argument whose value starts at `start`: the name before its `:`.
  private static func label(before start: Int, in bytes: [UInt8]) -> String? {
    let spaces: Set<UInt8> = [32, 9, 10, 13]
    var cursor = start - 1
    while cursor >= 0, spaces.contains(bytes[cursor]) { cursor -= 1 }
    guard cursor >= 0, bytes[cursor] == UInt8(ascii: ":") else { return nil }
    cursor -= 1
    while cursor >= 0, spaces.contains(bytes[cursor]) { cursor -= 1 }
    var first = cursor
    while first >= 0, isLabelByte(bytes[first]) { first -= 1 }
    guard first < cursor else { return nil }
    return String(decoding: bytes[(first + 1)...cursor], as: UTF8.self)
  }

  /// A letter or `_`: what the labels SwiftPM's calls take are made of.
  private static func isLabelByte(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return byte == UInt8(ascii: "_") || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
  }
}
