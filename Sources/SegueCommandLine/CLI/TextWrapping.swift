/// Breaks help text into lines at spaces so that none is longer than a width, except a single
/// word that is longer by itself.
package enum TextWrapping {
  /// The words of `text` in lines of at most `width` characters.
  static func lines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
