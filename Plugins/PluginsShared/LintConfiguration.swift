import Foundation

/// Where the plugins look for the lint configuration.
enum LintConfiguration {
  /// The file name `segue lint` reads by convention.
  static let fileName = ".segue-lint.json"

  /// The first of `folders` that holds a `.segue-lint.json`, as the file's URL.
  static func find(in folders: [URL]) -> URL? {
    for folder in folders {
      let candidate = folder.appendingPathComponent(fileName, isDirectory: false)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
