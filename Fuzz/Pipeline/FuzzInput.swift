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
    while index + separator.count <= bytes.count, parts.count < names.count - 1 {
      if bytes[index..<index + separator.count].elementsEqual(separator) {
        parts.append(Array(bytes[start..<index]))
        index += separator.count
        start = index
      } else {
        index += 1
      }
    }
    parts.append(Array(bytes[start...]))
    return parts
  }
}
