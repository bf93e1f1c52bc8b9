import Foundation

/// A set of files the benchmark reads, with their summed size.
struct BenchmarkInput: Sendable {
  var name: String
  var paths: [String]
  /// The summed size of `paths`, in bytes.
  var bytes: Int

  init(name: String, paths: [String]) {
    self.name = name
    self.paths = paths
    bytes = paths.reduce(0) { total, path in
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
      return total + (size ?? 0)
    }
  }

  /// Every `.storyboard` in the shared corpus, sorted; nil when there is no corpus.
  static func corpus() -> BenchmarkInput? {
    guard let directory = corpusDirectory(),
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
    else { return nil }
    let paths = names.filter { $0.hasSuffix(".storyboard") }.sorted().map {
      directory + "/" + $0
    }
    return paths.isEmpty ? nil : BenchmarkInput(name: "corpus (\(paths.count) files)", paths: paths)
  }

  /// The shared corpus folder (`SEGUE_CORPUS`, else `../shared/corpus` beside the package):
  /// the first of them that holds a storyboard.
  static func corpusDirectory() -> String? {
    let environment = ProcessInfo.processInfo.environment["SEGUE_CORPUS"]
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates: [String?] = [
      environment,
      packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").path,
    ]
    for case let directory? in candidates {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      if names.contains(where: { $0.hasSuffix(".storyboard") }) { return directory }
    }
    return nil
  }
}
