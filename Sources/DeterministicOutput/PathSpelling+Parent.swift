extension PathSpelling {
  /// The folder that holds `path`, as `NSString.deletingLastPathComponent` spells it on Apple's
  /// systems: trailing slashes dropped, then the last component (`a/b/` → `a`, `/a` → `/`,
  /// `a` → ``). The one way this tool takes a path's folder: swift-corelibs-foundation's
  /// `deletingLastPathComponent` traps on `.` and on a lone name with a trailing slash
  /// (`./`, `App/`), and `segue lint .` on a checkout whose top project holds no
  /// `project.pbxproj` (Element's `./Riot.xcodeproj`) crashed there.
  package static func parent(of path: String) -> String {
    var bytes = Array(path.utf8)
    let slash = UInt8(ascii: "/")
    while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
    guard let last = bytes.lastIndex(of: slash) else { return "" }
    var end = last
    while end > 0, bytes[end - 1] == slash { end -= 1 }
    if end == 0 { return "/" }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }
}
