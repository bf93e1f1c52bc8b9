import Foundation

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
package struct TemporaryDirectory {
  package let path: String

  package init() throws {
    path = NSTemporaryDirectory() + "segue-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `content` to `relativePath` inside the directory, creating folders as needed.
  @discardableResult
  package func write(_ content: String, to relativePath: String) throws -> String {
    let full = path + "/" + relativePath
    let folder = (full as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try content.write(toFile: full, atomically: true, encoding: .utf8)
    return full
  }

  package func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
