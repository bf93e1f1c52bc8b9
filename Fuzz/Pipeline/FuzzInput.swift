/// How a fuzz input holds several storyboards: split at a separator line, each part a file
/// of its own name, so storyboard references between them are exercised.
enum FuzzInput {
  /// The storyboards' names, in order; more parts than names join the last.
  static let names = ["Main.storyboard", "Second.storyboard", "Third.storyboard"]

  static let separator = Array("\n<!--next storyboard-->\n".utf8)

  static func storyboards(in bytes: [UInt8]) -> [[UInt8]] {
    var parts: [[UInt8]] = []
    var start = 0
    var index = 0
    while parts.count < names.count - 1,
      let found = bytes[index...].firstIndex(of: separator[0]),
      found + separator.count <= bytes.count
    {
      if bytes[found..<found + separator.count].elementsEqual(separator) {
        parts.append(Array(bytes[start..<found]))
        start = found + separator.count
        index = start
      } else {
        index = found + 1
      }
    }
    parts.append(Array(bytes[start...]))
    return parts
  }
}
