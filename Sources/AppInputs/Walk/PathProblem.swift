import Foundation

/// A path on the command line that gave no storyboard, or a folder under it that could not be
/// read: a warning, or an error under ``PathStrictness``.
package struct PathProblem: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// A named file or folder that holds no `.storyboard` file.
    case noStoryboard
    /// A folder whose entries could not be listed, with why.
    case unreadable(reason: String)
  }

  /// The path as given, or the folder under it that could not be read.
  var path: String
  var kind: Kind

  /// What is wrong, as a sentence that names the path.
  var sentence: String {
    switch kind {
    case .noStoryboard:
      "No .storyboard file was found in '\(path)'."
    case .unreadable(let reason):
      "The folder '\(path)' could not be read (\(reason)), so its storyboards were skipped."
    }
  }

  /// The reason a folder could not be listed, in a few words.
  static func reason(_ error: any Error) -> String {
    if let error = error as? CocoaError {
      switch error.code {
      case .fileReadNoPermission: return "permission denied"
      case .fileReadNoSuchFile: return "it no longer exists"
      default: break
      }
    }
    // The folder walk lists with `opendir`, whose errors are POSIX codes.
    if let error = error as? POSIXError {
      switch error.code {
      case .EACCES, .EPERM: return "permission denied"
      case .ENOENT: return "it no longer exists"
      default: return String(cString: strerror(error.code.rawValue))
      }
    }
    return error.localizedDescription
  }
}
