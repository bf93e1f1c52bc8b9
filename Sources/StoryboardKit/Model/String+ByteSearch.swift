extension String {
  /// Whether `needle` occurs in the string, compared byte for byte in UTF-8. The standard
  /// library's `contains(_:)` goes through Unicode-aware searching, which costs tens of
  /// thousands of instructions per call; attribute values are compared exactly as written.
  func containsBytes(_ needle: String) -> Bool {
    var haystack = self
    var pattern = needle
    return haystack.withUTF8 { text in
      pattern.withUTF8 { wanted in
        guard !wanted.isEmpty else { return true }
        guard wanted.count <= text.count else { return false }
        for start in 0...(text.count - wanted.count)
        where text[start] == wanted[0] {
          if (1..<wanted.count).allSatisfy({ text[start + $0] == wanted[$0] }) { return true }
        }
        return false
      }
    }
  }
}
