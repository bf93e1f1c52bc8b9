/// The first line that opens a merge conflict left in a file (seven '<' at a line's start,
/// then a space and the side's name, or nothing): a merge committed unresolved, which neither
/// Xcode nor SwiftPM can read, said as such rather than as a file that does not parse.
struct MergeConflictMarker {
  /// 1-based.
  let line: Int
  /// The marker's line as written, such as `<<<<<<< HEAD`.
  let text: String

  /// Nil when no line of `lines` (split at line feeds; a CR before one is dropped) opens one.
  init?(in lines: some Sequence<Substring>) {
    for (index, raw) in lines.enumerated() {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      guard line == "<<<<<<<" || line.hasPrefix("<<<<<<< ") else { continue }
      self.line = index + 1
      text = String(line)
      return
    }
    return nil
  }
}
