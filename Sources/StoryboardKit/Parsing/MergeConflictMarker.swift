/// A line Git writes into a file it could not merge: `<<<<<<< ours`, `|||||||` (diff3's base),
/// `=======` and `>>>>>>> theirs`, each seven characters at a line's start. A storyboard holding
/// one fails to parse at some `<`; the parser looks for the markers only then, so that the error
/// says what is wrong instead of what character was found, and the scan of valid files is
/// untouched.
struct MergeConflictMarker {
  /// The offset of the marker's first byte.
  var offset: Int
  /// The marker line as written, at most 40 characters, such as `<<<<<<< HEAD`.
  var line: String

  /// The sentence the parser reports at the marker.
  var message: String {
    "Found the merge conflict marker '\(line)'; resolve the merge conflict in this storyboard "
      + "(keep one side, or merge both in Interface Builder) and remove the markers."
  }

  /// The first marker in the `count` bytes at `base`, nil when there is none.
  static func first(base: UnsafePointer<UInt8>, count: Int) -> MergeConflictMarker? {
    var start = 0
    while start < count {
      if isMarker(base: base, count: count, at: start) {
        var end = start
        while end < count, base[end] != 0x0A, base[end] != 0x0D, end - start < 40 { end += 1 }
        let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
        return MergeConflictMarker(offset: start, line: String(decoding: bytes, as: UTF8.self))
      }
      while start < count, base[start] != 0x0A { start += 1 }
      start += 1
    }
    return nil
  }

  /// Whether a marker starts at `start`: seven of `<`, `|`, `=` or `>`, then the line's end,
  /// or a space before a label (which `=======` never has).
  private static func isMarker(base: UnsafePointer<UInt8>, count: Int, at start: Int) -> Bool {
    guard start + 7 <= count else { return false }
    let first = base[start]
    guard first == 0x3C || first == 0x7C || first == 0x3D || first == 0x3E else { return false }
    for index in start + 1..<start + 7 where base[index] != first { return false }
    guard start + 7 < count else { return true }
    let next = base[start + 7]
    return next == 0x0A || next == 0x0D || (next == 0x20 && first != 0x3D)
  }
}
