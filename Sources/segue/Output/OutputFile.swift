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

  /// Writes `content` to `path` through a temporary file and a rename, unless the file
  /// already holds exactly `content`. The temporary file is made in `temporaryDirectory` when
  /// given (an Xcode Run Script phase may create only its declared outputs in the project),
  /// else, or when the rename crosses file systems, beside `path`.
  @discardableResult
  static func write(_ content: String, to path: String, temporaryDirectory: String? = nil)
    throws(WriteError) -> Outcome
  {
    if holds(content, at: path) { return .unchanged }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: path, reason: error.localizedDescription)
    }
    if let temporaryDirectory {
      let moved = try move(
        Data(content.utf8), to: url, through: URL(fileURLWithPath: temporaryDirectory))
      if moved { return .written }
    }
    if try !move(Data(content.utf8), to: url, through: directory) {
      throw WriteError(path: path, reason: String(cString: strerror(EXDEV)))
    }
    return .written
  }

  /// Writes `data` to a temporary file in `folder` and renames it to `url`; false, with
  /// nothing left behind, when the two are on different file systems.
  private static func move(_ data: Data, to url: URL, through folder: URL) throws(WriteError)
    -> Bool
  {
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      throw WriteError(path: url.path, reason: error.localizedDescription)
    }
    guard rename(temporary.path, url.path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      if code == EXDEV { return false }
      throw WriteError(path: url.path, reason: String(cString: strerror(code)))
    }
    return true
  }
}
