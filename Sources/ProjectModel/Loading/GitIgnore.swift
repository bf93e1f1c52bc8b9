import DeterministicOutput
import Foundation

/// The `.gitignore` files of the git checkout that holds a project: whether the repository keeps
/// a file out of every clone. A file a project compiles that the checkout lacks and its
/// repository ignores is made at build time (R.swift's `R.generated.swift`, SwiftGen's output)
/// or kept on its author's disk: no clone has it, so its absence is not a fault of the checkout.
///
/// Git's rules as far as project files need them: blank lines and `#` comments skipped, `!`
/// re-includes, a trailing `/` matches folders only, a pattern with a `/` before its end is
/// anchored at its file's folder, one without matches a name at any depth; `*` and `?` stop at
/// `/`, `**` does not; a deeper file's patterns, and a file's later lines, win; a file in an
/// ignored folder is ignored. `.git/info/exclude` and the user's global excludes are not read:
/// they differ from disk to disk.
package struct GitIgnore {
  private struct Pattern {
    let glob: String
    let negated: Bool
    let foldersOnly: Bool
    let anchored: Bool
  }

  /// Each folder's `.gitignore` patterns, read once; empty when it has none.
  private var patterns: [String: [Pattern]] = [:]
  /// Each folder's repository root.
  private var roots = GitRoots()

  package init() {}

  /// Whether a `.gitignore` of the checkout that holds `path` (absolute, standardized) ignores
  /// it; false outside a git checkout.
  package mutating func ignores(_ path: String) -> Bool {
    let folder = PathSpelling.parent(of: path)
    guard let root = roots.root(of: folder), path.hasPrefix(root + "/") else { return false }
    let components = path.dropFirst(root.count + 1).split(separator: "/").map(String.init)
    // The folders from the root down, then the file: each is judged by the `.gitignore`s of
    // the folders above it, and an ignored folder ignores all below it.
    for depth in 1...components.count {
      if isIgnored(
        root: root, components: Array(components[..<depth]), isFolder: depth < components.count)
      {
        return true
      }
    }
    return false
  }

  /// Whether the patterns of the folders above `components` (from `root` down) ignore it.
  private mutating func isIgnored(root: String, components: [String], isFolder: Bool) -> Bool {
    var ignored = false
    var base = root
    for level in 0..<components.count {
      if level > 0 { base += "/" + components[level - 1] }
      let relative = components[level...].joined(separator: "/")
      let name = components[components.count - 1]
      for pattern in patterns(in: base) where !pattern.foldersOnly || isFolder {
        let matches =
          pattern.anchored
          ? Self.glob(pattern.glob, matches: relative) : Self.glob(pattern.glob, matches: name)
        if matches { ignored = !pattern.negated }
      }
    }
    return ignored
  }

  private mutating func patterns(in folder: String) -> [Pattern] {
    if let known = patterns[folder] { return known }
    let text = (try? String(contentsOfFile: folder + "/.gitignore", encoding: .utf8)) ?? ""
    let read = text.split(whereSeparator: \.isNewline).compactMap { Self.pattern(String($0)) }
    patterns[folder] = read
    return read
  }

  private static func pattern(_ line: String) -> Pattern? {
    var text = line
    while text.hasSuffix(" ") && !text.hasSuffix("\\ ") { text.removeLast() }
    guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
    let negated = text.hasPrefix("!")
    if negated { text.removeFirst() }
    let foldersOnly = text.hasSuffix("/")
    while text.hasSuffix("/") { text.removeLast() }
    let anchored = text.contains("/")
    if text.hasPrefix("/") { text.removeFirst() }
    if text.hasPrefix("**/") {
      // `**/name` matches at any depth, as a pattern without a slash does.
      let rest = String(text.dropFirst(3))
      if !rest.contains("/") {
        return Pattern(glob: rest, negated: negated, foldersOnly: foldersOnly, anchored: false)
      }
    }
    guard !text.isEmpty else { return nil }
    return Pattern(glob: text, negated: negated, foldersOnly: foldersOnly, anchored: anchored)
  }

  /// Whether `text` matches `glob`: `*` and `?` within a component, `**` across them, `[…]` a
  /// set of characters, `\` escaping. Each pair of positions is judged once, so that a line of many `*`s takes time in
  /// proportion to the pattern's length times the path's, not exponential in the stars.
  static func glob(_ glob: String, matches text: String) -> Bool {
    var matcher = GlobMatcher(
      glob: Array(glob.unicodeScalars), text: Array(text.unicodeScalars))
    return matcher.matches(0, 0)
  }
}
