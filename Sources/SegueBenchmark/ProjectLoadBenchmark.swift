import Foundation
import ProjectModel

/// `segue-benchmark --project-load [PATH]`: the time `Project.load(at:)` takes on the largest
/// Xcode project (by `project.pbxproj` size) under PATH, by default `../shared/projects`
/// beside the package, beside Foundation's property-list reading of the same file alone.
enum ProjectLoadBenchmark {
  static let argument = "--project-load"

  static func run(arguments: [String], runs: Int) throws {
    let folder = folder(arguments, after: argument)
    let projects = xcodeprojs(under: folder)
    guard
      let largest = projects.max(by: { size(of: $0) < size(of: $1) })
    else {
      print("note: no .xcodeproj under \(folder); nothing measured")
      return
    }
    let pbxproj = largest + "/project.pbxproj"
    let data = try Data(contentsOf: URL(fileURLWithPath: pbxproj))
    let project = try Project.load(at: largest)
    let medians = try Stopwatch(runs: runs).medians([
      {
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        Sink.keep((plist as? [String: Any])?.count ?? 0)
      },
      { Sink.keep(try Project.load(at: largest).targets.count) },
      { for path in projects { Sink.keep((try? Project.load(at: path))?.targets.count ?? 0) } },
    ])
    let name = largest.dropFirst(folder.count + 1)
    print(
      "project load: median of \(runs) rounds after one warm-up; \(name) "
        + "(\(size(of: largest) / 1024) KB project.pbxproj, \(project.targets.count) targets)")
    print(String(format: "  PropertyListSerialization alone   %8.1f ms", medians[0] * 1000))
    print(String(format: "  Project.load(at:)                 %8.1f ms", medians[1] * 1000))
    print(
      String(
        format: "  every project (%d) loaded once     %8.1f ms", projects.count, medians[2] * 1000))
  }

  /// The folder given after `option`, else `../shared/projects` beside the package.
  static func folder(_ arguments: [String], after option: String) -> String {
    if let index = arguments.firstIndex(of: option), index + 1 < arguments.count,
      !arguments[index + 1].hasPrefix("--")
    {
      return arguments[index + 1]
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/projects").path
  }

  /// Every `.xcodeproj` under `folder`, sorted.
  static func xcodeprojs(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".xcodeproj") else { continue }
      found.append(folder + "/" + relative)
      enumerator.skipDescendants()
    }
    return found.sorted()
  }

  private static func size(of xcodeproj: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: xcodeproj + "/project.pbxproj")
    return (attributes?[.size] as? Int) ?? 0
  }
}
