import Foundation

/// The shared corpus of real storyboards: `../shared/corpus` beside the package, or the
/// directory named by `SEGUE_CORPUS`. Absent on machines without it; tests then skip.
enum Corpus {
  static let directory: URL? = {
    if let override = ProcessInfo.processInfo.environment["SEGUE_CORPUS"] {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // StoryboardKitTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    let candidate = packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus", isDirectory: true)
    return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
  }()

  /// Whether the corpus is here.
  static var isAvailable: Bool { directory != nil }

  /// The file names of every storyboard in the corpus, sorted; empty without the corpus.
  static let storyboardNames: [String] = {
    guard let directory,
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".storyboard") }.sorted()
  }()

  /// The path of the corpus file `name`.
  static func path(_ name: String) -> String {
    directory?.appendingPathComponent(name).path ?? name
  }

  /// The corpus file that is malformed on purpose.
  static let malformedName = "IBAnimatable__IBAnimatable__IBAnimatableApp__UserInterface.storyboard"

  /// MANIFEST.tsv rows by file name: each row's columns by header name.
  static let manifest: [String: [String: String]] = {
    guard let directory,
      let text = try? String(
        contentsOf: directory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    else { return [:] }
    // The manifest has CRLF line ends, which Swift reads as one Character.
    let lines = text.split(whereSeparator: \.isNewline).map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = lines.first else { return [:] }
    var rows: [String: [String: String]] = [:]
    for line in lines.dropFirst() {
      var row: [String: String] = [:]
      for (key, value) in zip(header, line) { row[key] = value }
      if let file = row["file"] { rows[file] = row }
    }
    return rows
  }()
}
