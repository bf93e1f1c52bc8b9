import Foundation

/// Writes a command's output file atomically, and only when its content changed, so that a
/// build system sees an unchanged file as unchanged.
enum OutputFile {
  /// What a write did.
  enum Outcome: Sendable, Hashable {
    case written
    case unchanged
  }

  /// A file that could not be written, as a full sentence.
  struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "Could not write '\(path)': \(reason)." }
  }

  /// Whether the file at `path` holds exactly `content`.
  static func holds(_ content: String, at path: String) -> Bool {
    FileManager.default.contents(atPath: path) == Data(content.utf8)
  }

  /// Writes `content` to `path` through a temporary file in the same directory and a rename,
  /// unless the file already holds exactly `content`.
  @discardableResult
  static func write(_ content: String, to path: String) throws(WriteError) -> Outcome {
    if holds(content, at: path) { return .unchanged }
    let data = Data(content.utf8)
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let temporary = directory.appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
      try data.write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw WriteError(path: path, reason: reason)
      }
    } catch let error as WriteError {
      throw error
    } catch {
      throw WriteError(path: path, reason: error.localizedDescription)
    }
    return .written
  }
}
