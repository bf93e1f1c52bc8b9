import Foundation
import StoryboardKit

/// Turns the paths given on the command line into the storyboard files to read: a file as it
/// is, a directory as every `.storyboard` under it. The result is sorted and free of duplicates,
/// so every command's output is the same whatever the order of its arguments. A folder without
/// storyboards gives none: a new app's folder is not a wrong command line.
enum StoryboardInputs {
  /// The storyboard files that `paths` name.
  static func files(in paths: [String]) throws(UsageError) -> [String] {
    guard !paths.isEmpty else {
      throw UsageError("Give at least one storyboard file or directory.")
    }
    var files = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("No file or directory exists at '\(path)'.")
      }
      if isDirectory.boolValue {
        files.formUnion(storyboards(under: path))
      } else {
        files.insert(path)
      }
    }
    return files.sorted(by: ByteOrder.precedes)
  }

  /// The warning for a command whose paths hold no storyboard.
  static func nothingFound(in paths: [String]) -> String {
    "warning: No .storyboard file was found in "
      + paths.map { "'\($0)'" }.joined(separator: ", ") + "."
  }

  private static func storyboards(under directory: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      // Build folders hold copies of the sources; reading them would report everything twice.
      if relative.hasPrefix(".build") || relative.contains("/.build/") { continue }
      if relative.hasSuffix(".storyboard") {
        found.append(base + "/" + relative)
      }
    }
    return found
  }
}
