/// The unified diff (`diff -u`, three lines of context) between two texts of one file, for
/// `segue migrate --dry-run`; empty when they are equal.
package enum UnifiedDiff {
  package static func render(path: String, from old: String, to new: String) -> String {
    guard old != new else { return "" }
    let a = lines(old)
    let b = lines(new)
    let script = operations(a, b)
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    // Group changes that are within six lines of each other into one hunk.
    var index = 0
    while index < script.count {
      guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else {
        break
      }
      var end = firstChange
      var last = firstChange
      while end < script.count {
        if script[end].kind != .same { last = end }
        if end - last > 6 { break }
        end += 1
      }
      let hunkStart = max(index, firstChange - 3)
      let hunkEnd = min(script.count, last + 4)
      let hunk = script[hunkStart..<hunkEnd]
      let oldStart = hunk.first.map { $0.oldLine } ?? 0
      let newStart = hunk.first.map { $0.newLine } ?? 0
      let oldCount = hunk.count { $0.kind != .added }
      let newCount = hunk.count { $0.kind != .removed }
      output += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
      for operation in hunk {
        let marker = operation.kind == .same ? " " : operation.kind == .removed ? "-" : "+"
        output += marker + operation.text + "\n"
      }
      index = hunkEnd
    }
    return output
  }

  private struct Operation {
    enum Kind { case same, removed, added }
    var kind: Kind
    var text: String
    /// The 0-based line in the old and new text at this point.
    var oldLine: Int
    var newLine: Int
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The edit script: common prefix and suffix kept, the middle by longest common subsequence.
  private static func operations(_ a: [String], _ b: [String]) -> [Operation] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    var table = Array(
      repeating: Array(repeating: 0, count: middleB.count + 1), count: middleA.count + 1)
    for i in stride(from: middleA.count - 1, through: 0, by: -1) {
      for j in stride(from: middleB.count - 1, through: 0, by: -1) {
        table[i][j] =
          middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var script: [Operation] = []
    for line in 0..<prefix {
      script.append(Operation(kind: .same, text: a[line], oldLine: line, newLine: line))
    }
    var i = 0
    var j = 0
    while i < middleA.count || j < middleB.count {
      let old = prefix + i
      let new = prefix + j
      if i < middleA.count, j < middleB.count, middleA[i] == middleB[j] {
        script.append(Operation(kind: .same, text: middleA[i], oldLine: old, newLine: new))
        i += 1
        j += 1
      } else if i < middleA.count, j == middleB.count || table[i + 1][j] >= table[i][j + 1] {
        script.append(Operation(kind: .removed, text: middleA[i], oldLine: old, newLine: new))
        i += 1
      } else {
        script.append(Operation(kind: .added, text: middleB[j], oldLine: old, newLine: new))
        j += 1
      }
    }
    for line in 0..<suffix {
      let old = a.count - suffix + line
      let new = b.count - suffix + line
      script.append(Operation(kind: .same, text: a[old], oldLine: old, newLine: new))
    }
    return script
  }
}
