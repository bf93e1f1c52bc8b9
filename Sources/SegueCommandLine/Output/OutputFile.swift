import Foundation
import StoryboardKit

/// Writes a command's output file atomically, and only when its content changed, so that a
/// build system sees an unchanged file as unchanged.
package enum OutputFile {
  /// What a write did.
  package enum Outcome: Sendable, Hashable {
    case written
    case unchanged
  }

  /// A file that could not be written, as a full sentence.
  package struct WriteError: Error, Sendable, Hashable, CustomStringConvertible,
    DiagnosticConvertible
  {
    var path: String
    var reason: String

    package init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    package var description: String { "Could not write '\(path)': \(reason)." }

    /// A tool-level error (the sentence names the path): `error: Could not write …`.
    package var diagnostic: Diagnostic {
      Diagnostic(severity: .error, message: description, errorID: "output-unwritable")
    }
  }

  /// Whether the file at `path` holds exactly `content`.
  static func holds(_ content: String, at path: String) -> Bool {
    FileManager.default.contents(atPath: path) == Data(content.utf8)
  }

  /// Writes `content` as UTF-8, as the `Data` overload writes bytes.
  @discardableResult
  package static func write(_ content: String, to path: String, temporaryDirectory: String? = nil)
    throws(WriteError) -> Outcome
  {
    try write(Data(content.utf8), to: path, temporaryDirectory: temporaryDirectory)
  }

  /// Writes `content` to `path` through a temporary file and a rename, unless the file
  /// already holds exactly `content`. The temporary file is made in `temporaryDirectory` when
  /// given (an Xcode Run Script phase may create only its declared outputs in the project, and
  /// Xcode makes their folders), else, or when the rename crosses file systems, beside `path`.
  @discardableResult
  package static func write(_ data: Data, to path: String, temporaryDirectory: String? = nil)
    throws(WriteError) -> Outcome
  {
    if try writeToDevice(data, at: path) { return .written }
    if FileManager.default.contents(atPath: path) == data { return .unchanged }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    if let temporaryDirectory {
      let through = URL(fileURLWithPath: temporaryDirectory)
      var move = try move(data, to: url, through: through)
      if move == .missingFolder {
        try createFolder(directory, for: path)
        move = try self.move(data, to: url, through: through)
      }
      if move == .moved { return .written }
    }
    try createFolder(directory, for: path)
    guard try move(data, to: url, through: directory) == .moved else {
      throw WriteError(path: path, reason: "its folder could not be made")
    }
    return .written
  }

  /// Writes `data` into `path` when it is a device or a pipe (`--output /dev/null`), which a
  /// rename would replace with a file (as root, the system's `/dev/null`); false for anything
  /// else, to be written through a temporary file.
  private static func writeToDevice(_ data: Data, at path: String) throws(WriteError) -> Bool {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard
      let type = try? FileManager.default.attributesOfItem(atPath: resolved)[.type]
        as? FileAttributeType,
      type == .typeCharacterSpecial || type == .typeBlockSpecial || type == .typeSocket
        || type == .typeUnknown
    else { return false }
    guard let handle = FileHandle(forWritingAtPath: resolved) else {
      throw WriteError(path: path, reason: "it could not be opened for writing")
    }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: data)
    } catch {
      throw WriteError(path: path, reason: "writing to it failed")
    }
    return true
  }

  /// What renaming a temporary file into place did.
  private enum Move {
    case moved
    /// The temporary file is on another file system.
    case crossDevice
    /// The destination's folder does not exist.
    case missingFolder
  }

  /// Writes `data` to a temporary file in `folder` and renames it to `url`; nothing is left
  /// behind when that fails.
  private static func move(_ data: Data, to url: URL, through folder: URL) throws(WriteError)
    -> Move
  {
    // Unique per write, not only per process: two writes of one file name through one shared
    // temporary folder (the tests run commands in parallel in one process) must not meet.
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp"
    )
    do {
      try data.write(to: temporary)
    } catch {
      throw WriteError(path: url.path, reason: error.localizedDescription)
    }
    guard rename(temporary.path, url.path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      switch code {
      case EXDEV: return .crossDevice
      case ENOENT: return .missingFolder
      default: throw WriteError(path: url.path, reason: String(cString: strerror(code)))
      }
    }
    return .moved
  }

  private static func createFolder(_ folder: URL, for path: String) throws(WriteError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: path, reason: error.localizedDescription)
    }
  }
}
