/// A set of words that most of a file's names are not in, asked of every name the scanner
/// meets: the word's first byte and length rule most names out before a hash is taken, which
/// costs some hundred instructions a name.
struct WordSet: Sendable {
  private let words: Set<String>
  /// Whether some word starts with each byte.
  private let firstBytes: [Bool]
  private let lengths: ClosedRange<Int>

  init(_ words: Set<String>) {
    self.words = words
    var firstBytes = [Bool](repeating: false, count: 256)
    for word in words { if let first = word.utf8.first { firstBytes[Int(first)] = true } }
    self.firstBytes = firstBytes
    let counts = words.map(\.utf8.count)
    lengths = (counts.min() ?? 1)...(counts.max() ?? 0)
  }

  func contains(_ word: String) -> Bool {
    let utf8 = word.utf8
    guard let first = utf8.first, firstBytes[Int(first)], lengths.contains(utf8.count) else {
      return false
    }
    return words.contains(word)
  }
}
