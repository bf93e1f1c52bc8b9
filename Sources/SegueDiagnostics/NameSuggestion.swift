/// The "did you mean" of a mistyped name: the candidate closest to it by edit distance, when
/// one is close enough to be a typo. Deterministic: ties go to the earlier candidate.
package enum NameSuggestion {
  /// The candidate `word` most likely misspells, or nil when none is close. Letter case is
  /// ignored; a swap of two neighbouring letters counts as one edit; a candidate that starts
  /// with `word` (an abbreviation) is suggested when it is the only one.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= allowedEdits(typed.count), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.candidate }
    let lowered = word.lowercased()
    let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
    return typed.count >= 2 && extensions.count == 1 ? extensions[0] : nil
  }

  /// ` Did you mean 'NAME'?` for the closest candidate, or the empty string, to follow the
  /// sentence that says `word` is wrong.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }

  /// How many edits still read as a typo of a word `length` characters long.
  private static func allowedEdits(_ length: Int) -> Int {
    switch length {
    case ..<3: 0
    case ..<6: 1
    case ..<10: 2
    default: 3
    }
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours each cost one.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
