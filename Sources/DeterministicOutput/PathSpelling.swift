/// Paths spelled so that the same file reads the same whatever way it was given: `dir`,
/// `dir/`, `./dir`, `a/../dir` and an absolute path all become one spelling. The one path
/// normaliser of the tool: the generated header records its inputs this way (so `--check`
/// passes on every checkout and from every working directory), the module map compares paths
/// this way, and a project's paths are joined this way. Plain string work: symbolic links are
/// left as they are, and nothing here asks the process where it runs — a caller that knows the
/// working directory passes it.
package enum PathSpelling {
  /// `path` without `.`, `..`, repeated or trailing slashes. A relative path is taken from
  /// `base` (an absolute folder) and so made absolute; without a base it stays relative (its
  /// leading `..` kept), read from wherever the file system reads it.
  package static func standardized(_ path: String, in base: String?) -> String {
    let joined = path.hasPrefix("/") ? path : base.map { $0 + "/" + path } ?? path
    // An ASCII path's characters are its bytes: the same result without String's grapheme
    // breaking, which cost a generate run more than its scenes.
    if let ascii = standardizedASCII(joined) { return ascii }
    let isAbsolute = joined.hasPrefix("/")
    var components: [Substring] = []
    for component in joined.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        if components.isEmpty || components.last == ".." {
          // Above the root is the root; above a relative path's start is its `..`.
          if !isAbsolute { components.append(component) }
        } else {
          components.removeLast()
        }
      default: components.append(component)
      }
    }
    if isAbsolute { return "/" + components.joined(separator: "/") }
    return components.isEmpty ? "." : components.joined(separator: "/")
  }

  /// ``standardized(_:in:)`` of `joined` read as bytes; nil when it is not all ASCII.
  private static func standardizedASCII(_ joined: String) -> String? {
    var joined = joined
    return joined.withUTF8 { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let slash = UInt8(ascii: "/")
      let dot = UInt8(ascii: ".")
      let isAbsolute = bytes.first == slash
      let isParent = { (range: Range<Int>) in
        range.count == 2 && bytes[range.lowerBound] == dot && bytes[range.lowerBound + 1] == dot
      }
      var components: [Range<Int>] = []
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
        defer { start = end + 1 }
        let component = start..<end
        if component.isEmpty || (component.count == 1 && bytes[start] == dot) { continue }
        guard isParent(component) else {
          components.append(component)
          continue
        }
        if let last = components.last, !isParent(last) {
          components.removeLast()
        } else if !isAbsolute {
          // Above the root is the root; above a relative path's start is its `..`.
          components.append(component)
        }
      }
      if !isAbsolute && components.isEmpty { return "." }
      var spelled: [UInt8] = []
      spelled.reserveCapacity(bytes.count + 1)
      for (index, component) in components.enumerated() {
        if index > 0 || isAbsolute { spelled.append(slash) }
        spelled.append(contentsOf: bytes[component])
      }
      if spelled.isEmpty { spelled.append(slash) }
      return String(decoding: spelled, as: UTF8.self)
    }
  }

  /// `path` as an absolute path taken from the absolute folder `workingDirectory`, standardized.
  package static func absolute(_ path: String, in workingDirectory: String) -> String {
    standardized(path, in: workingDirectory)
  }

  /// The standardized `path` spelled from the standardized folder `base` (both absolute, or
  /// both relative to one folder): `Main.storyboard`, `../Storyboards`, or `.` for the folder
  /// itself.
  package static func relative(_ path: String, from base: String) -> String {
    let target = path.split(separator: "/")
    let origin = base == "." ? [] : base.split(separator: "/")
    var shared = 0
    while shared < target.count, shared < origin.count, target[shared] == origin[shared] {
      shared += 1
    }
    let up = Array(repeating: "..", count: origin.count - shared)
    let down = target[shared...].map(String.init)
    let spelled = (up + down).joined(separator: "/")
    return spelled.isEmpty ? "." : spelled
  }
}
