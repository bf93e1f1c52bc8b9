/// ``GitIgnore/glob(_:matches:)``'s matcher over one pattern and one text, remembering each
/// pair of positions it judged.
struct GlobMatcher {
  let glob: [Unicode.Scalar]
  let text: [Unicode.Scalar]
  /// 0 not judged yet, 1 matches, 2 does not; by `g * (text.count + 1) + t`.
  private var judged: [UInt8]

  init(glob: [Unicode.Scalar], text: [Unicode.Scalar]) {
    self.glob = glob
    self.text = text
    judged = Array(repeating: 0, count: (glob.count + 1) * (text.count + 1))
  }

  mutating func matches(_ g: Int, _ t: Int) -> Bool {
    let key = g * (text.count + 1) + t
    if judged[key] != 0 { return judged[key] == 1 }
    let result = judge(g, t)
    judged[key] = result ? 1 : 2
    return result
  }

  private mutating func judge(_ g: Int, _ t: Int) -> Bool {
    guard g < glob.count else { return t == text.count }
    switch glob[g] {
    case "*":
      if g + 1 < glob.count, glob[g + 1] == "*" {
        // `**/` also matches no folder at all.
        var next = g + 2
        if next < glob.count, glob[next] == "/" {
          if matches(next + 1, t) { return true }
          next += 1
        }
        for end in t...text.count where matches(next, end) { return true }
        return false
      }
      var end = t
      while true {
        if matches(g + 1, end) { return true }
        guard end < text.count, text[end] != "/" else { return false }
        end += 1
      }
    case "?":
      return t < text.count && text[t] != "/" && matches(g + 1, t + 1)
    case "[":
      guard let close = glob[(g + 1)...].dropFirst().firstIndex(of: "]"), t < text.count else {
        return t < text.count && text[t] == "[" && matches(g + 1, t + 1)
      }
      var set = Array(glob[(g + 1)..<close])
      let negated = set.first == "!" || set.first == "^"
      if negated { set.removeFirst() }
      var found = false
      var index = 0
      while index < set.count {
        if index + 2 < set.count, set[index + 1] == "-" {
          if set[index] <= text[t], text[t] <= set[index + 2] { found = true }
          index += 3
        } else {
          if set[index] == text[t] { found = true }
          index += 1
        }
      }
      return found != negated && text[t] != "/" && matches(close + 1, t + 1)
    case "\\" where g + 1 < glob.count:
      return t < text.count && text[t] == glob[g + 1] && matches(g + 2, t + 1)
    default:
      return t < text.count && text[t] == glob[g] && matches(g + 1, t + 1)
    }
  }
}
