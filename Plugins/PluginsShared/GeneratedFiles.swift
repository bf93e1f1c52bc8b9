import Foundation

/// The files `segue generate --output DIR/` writes: one per storyboard name, `NAME+Segues.swift`.
/// Plugins must declare every output before the command runs, so the names come from the
/// storyboards' file names alone, never from their contents.
enum GeneratedFiles {
  /// The file written for each distinct storyboard name in `storyboards`, sorted.
  static func urls(for storyboards: [URL], in directory: URL) -> [URL] {
    let names = Set(
      storyboards.map { fileName(forStoryboard: $0.deletingPathExtension().lastPathComponent) })
    return names.sorted().map { directory.appendingPathComponent($0, isDirectory: false) }
  }

  /// The same name as `segue generate` gives the file of the storyboards named `name`.
  static func fileName(forStoryboard name: String) -> String {
    (name.isEmpty || name.hasPrefix(".") ? "_" + name : name) + "+Segues.swift"
  }
}
