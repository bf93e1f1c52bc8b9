import DeterministicOutput
import StoryboardKit

/// Makes the ids every format shares: letters, digits and `_` only, so they need no quoting
/// anywhere, and unique whatever the storyboards contain.
enum GraphIdentifiers {
  /// `text` with every character outside `[A-Za-z0-9_]` replaced by `_`.
  static func sanitized(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          switch scalar {
          case "a"..."z", "A"..."Z", "0"..."9", "_": scalar
          default: "_"
          }
        }))
  }

  /// Gives each key the sanitized form of its base name, suffixed `_2`, `_3`… when two keys
  /// share one. Keys are served in the byte order of (base, key), so the same keys always get
  /// the same ids, in whatever order they were found.
  static func unique(_ bases: [String: String]) -> [String: String] {
    let ordered = bases.map { (key: $0.key, base: sanitized($0.value)) }.sorted {
      if $0.base != $1.base { return ByteOrder.precedes($0.base, $1.base) }
      return ByteOrder.precedes($0.key, $1.key)
    }
    var used = Set<String>()
    var result: [String: String] = [:]
    for entry in ordered {
      var candidate = entry.base
      var counter = 2
      while used.contains(candidate) {
        candidate = "\(entry.base)_\(counter)"
        counter += 1
      }
      used.insert(candidate)
      result[entry.key] = candidate
    }
    return result
  }

  /// An element name for people: `tableViewController` → `Table View Controller`.
  static func humanized(_ element: String) -> String {
    if element == "viewControllerPlaceholder" || element == "controllerPlaceholder" {
      return "Storyboard Reference"
    }
    var words = ""
    for character in element {
      if character.isUppercase, !words.isEmpty { words.append(" ") }
      words.append(words.isEmpty ? Character(character.uppercased()) : character)
    }
    return words
  }

  /// The storyboard name of a path: its file name without `.storyboard`.
  static func storyboardName(_ path: String) -> String {
    StoryboardDocument(path: path, location: TextLocation(line: 1, column: 1)).name
  }
}
