import Foundation
import SegueMigrator
import Testing

@Suite struct UnifiedDiffTests {
  @Test func equalTextsGiveNoDiff() {
    #expect(UnifiedDiff.render(path: "a.swift", from: "x\n", to: "x\n") == "")
  }

  @Test func aChangedLineHasThreeLinesOfContext() {
    let old = (1...9).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff.render(path: "a.swift", from: old, to: new)
        == "--- a/a.swift\n+++ b/a.swift\n@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n"
        + "-line 5\n+line five\n line 6\n line 7\n line 8\n")
  }

  @Test func distantChangesMakeTwoHunks() {
    let old = (1...20).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 2\n", with: "two\n")
      .replacingOccurrences(of: "line 19\n", with: "nineteen\n")
    let diff = UnifiedDiff.render(path: "a.swift", from: old, to: new)
    #expect(diff.components(separatedBy: "\n@@ ").count == 3)
    #expect(diff.contains("@@ -1,5 +1,5 @@\n line 1\n-line 2\n+two\n"))
    #expect(diff.contains("@@ -16,5 +16,5 @@\n"))
  }
}
