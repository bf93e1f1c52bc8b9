/// A path glob: `*` matches within one path component, `**` across components, `?` one
/// character; everything else matches itself.
struct GlobPattern: Sendable, Hashable {
  private let pattern: [Character]

  init(_ pattern: String) {
    self.pattern = Array(pattern)
  }

  func matches(_ path: String) -> Bool {
    let text = Array(path)
    // memo[p][t]: whether pattern[p...] matches text[t...], filled lazily.
    var memo: [[Bool?]] = Array(
      repeating: Array(repeating: nil, count: text.count + 1), count: pattern.count + 1)
    return match(0, 0, text, &memo)
  }

  private func match(_ p: Int, _ t: Int, _ text: [Character], _ memo: inout [[Bool?]]) -> Bool {
    if let known = memo[p][t] { return known }
    let result: Bool
    if p == pattern.count {
      result = t == text.count
    } else if pattern[p] == "*" {
      let crossesComponents = p + 1 < pattern.count && pattern[p + 1] == "*"
      let next = crossesComponents ? p + 2 : p + 1
      if match(next, t, text, &memo) {
        result = true
      } else if t < text.count, crossesComponents || text[t] != "/" {
        result = match(p, t + 1, text, &memo)
      } else {
        result = false
      }
    } else if t < text.count, pattern[p] == "?" ? text[t] != "/" : pattern[p] == text[t] {
      result = match(p + 1, t + 1, text, &memo)
    } else {
      result = false
    }
    memo[p][t] = result
    return result
  }
}
