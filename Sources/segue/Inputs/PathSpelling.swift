import Foundation

/// Paths spelled so that the same file reads the same whatever way it was given: `dir`,
/// `dir/`, `./dir`, `a/../dir` and an absolute path all become one spelling, relative to a
/// chosen folder. The generated header records its inputs this way, so `--check` passes on
/// every checkout and from every working directory.
enum PathSpelling {
  /// `path` as an absolute path without `.`, `..`, repeated or trailing slashes; a relative
  /// path is taken from `workingDirectory`. Symbolic links are left as they are.
  static func absolute(_ path: String, in workingDirectory: String) -> String {
    let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The absolute path `path` spelled from the absolute folder `base`: `Main.storyboard`,
  /// `../Storyboards`, or `.` for the folder itself.
  static func relative(_ path: String, from base: String) -> String {
    let target = path.split(separator: "/")
    let origin = base.split(separator: "/")
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
