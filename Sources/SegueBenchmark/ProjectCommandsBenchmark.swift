import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex

/// `segue-benchmark --project-commands [PATH]`: `segue lint` and `segue generate` run as
/// users run them on the largest app under PATH (by default `../shared/projects` beside the
/// package) with its Xcode project — the app's folder, zero-config, when it holds one project —
/// beside their baseline: `xmllint --noout` over the same storyboards (T_xml) and the time
/// `Project.load(at:)` takes to read the whole project (T_read). The bar has two readings,
/// both printed: (a) T_cmd ≤ 0.5 × (T_xml + T_read); (b) T_cmd ≤ 0.5 × T_xml + T_read, the
/// project's reading allowed on top. Scanning the target's Swift sources, which xmllint does
/// not do, is timed alone too, and the commands without it are held to the bar again; and
/// the storyboards' own share — `segue lint` on them alone, less the process start — beside
/// half of xmllint's time.
enum ProjectCommandsBenchmark {
  static let argument = "--project-commands"

  /// The largest app: the largest project (by `project.pbxproj` size, as `--project-load`
  /// picks) with a judged target (an app, framework or extension that holds storyboards).
  struct App {
    var project: Project
    /// What the commands are given: the app's folder, or `--project PATH` when the folder
    /// holds several projects.
    var input: [String]
    /// The judged targets, which `segue lint` reads.
    var judged: [Target]
    /// The storyboards of every judged target.
    var storyboards: [String]
    /// The judged target with the most storyboards, which `segue generate --target` reads.
    var generated: Target
  }

  static func run(arguments: [String], runs: Int) throws {
    let folder = ProjectLoadBenchmark.folder(arguments, after: argument)
    guard let app = largestApp(under: folder) else {
      print("note: no .xcodeproj with storyboards under \(folder); nothing measured")
      return
    }
    guard let segue = CommandRows.segue, let xmllint = Tool.path("xmllint") else {
      print("note: needs xmllint and a segue executable beside the benchmark; nothing measured")
      return
    }
    let output = CommandRows.outputPath
    defer { try? FileManager.default.removeItem(atPath: output) }
    let path = app.project.path
    let data = try Data(contentsOf: URL(fileURLWithPath: path + "/project.pbxproj"))
    let generate = ["generate", "--output", output, "--target", app.generated.name] + app.input
    let timings = try Stopwatch(runs: runs).timings([
      {
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        Sink.keep((plist as? [String: Any])?.count ?? 0)
        return nil
      },
      {
        Sink.keep(try Project.load(at: path).targets.count)
        return nil
      },
      { try scanSources(of: app.judged) },
      { try scanSources(of: [app.generated]) },
      { try Tool.runTimed(xmllint, ["--noout"] + app.storyboards) },
      { try Tool.runTimed(xmllint, ["--noout"] + app.generated.storyboards) },
      { try Tool.runTimed(segue, ["lint"] + app.input) },
      { try Tool.runTimed(segue, generate) },
      { try Tool.runTimed(segue, ["--version"]) },
      { try Tool.runTimed(segue, ["lint"] + app.storyboards) },
    ])
    let name = (path as NSString).lastPathComponent
    print(
      "project commands: median of \(runs) rounds (rows take turns) after one warm-up; "
        + "\(name), segue \(app.input.joined(separator: " "))")
    print("                                                        wall        CPU")
    let report = ProjectCommandsReport(plist: timings[0], read: timings[1])
    report.printReading()
    report.printCommand(
      "segue lint (every judged target)", storyboards: app.storyboards.count,
      sourceFiles: app.judged.map(\.sources.count).reduce(0, +),
      xmllint: timings[4], sources: timings[2], command: timings[6])
    report.printCommand(
      "segue generate --target " + app.generated.name,
      storyboards: app.generated.storyboards.count,
      sourceFiles: app.generated.sources.count,
      xmllint: timings[5], sources: timings[3], command: timings[7])
    report.printStoryboardWork(
      storyboards: app.storyboards.count, xmllint: timings[4], start: timings[8],
      alone: timings[9])
  }

  /// Scans the Swift and Objective-C sources of `targets` as the commands do (each with its
  /// platform and compilation conditions); nil, as the time is this process's own.
  private static func scanSources(of targets: [Target]) throws -> Double? {
    for target in targets where !target.sources.isEmpty {
      let conditions = CompilationConditions(
        osName: target.platform?.rawValue, swiftConditions: target.conditions,
        preprocessorDefinitions: target.preprocessorDefinitions)
      let index = try SourceIndex.load(
        target.sources.map { SourceInput(path: $0) }, conditions: conditions,
        workingDirectory: nil)
      Sink.keep(index.fileCount)
    }
    return nil
  }

  static func largestApp(under folder: String) -> App? {
    var best: (bytes: Int, app: App)?
    for path in ProjectLoadBenchmark.xcodeprojs(under: folder) {
      guard let project = try? Project.load(at: path) else { continue }
      let judged = project.targets.filter { isJudged($0) && !$0.storyboards.isEmpty }
      guard let generated = judged.max(by: { $0.storyboards.count < $1.storyboards.count })
      else { continue }
      let storyboards = Set(judged.flatMap(\.storyboards)).sorted()
      let bytes = size(of: path + "/project.pbxproj")
      guard bytes > best?.bytes ?? 0 else { continue }
      let parent = PathSpelling.parent(of: path)
      let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
      let alone = siblings.filter { $0.hasSuffix(".xcodeproj") }.count == 1
      let input = alone ? [parent] : ["--project", path]
      best = (
        bytes,
        App(
          project: project, input: input, judged: judged, storyboards: storyboards,
          generated: generated)
      )
    }
    return best?.app
  }

  /// The targets `segue` judges by default: apps, frameworks and extensions.
  private static func isJudged(_ target: Target) -> Bool {
    switch target.kind {
    case .app, .framework, .appExtension: true
    case .other: false
    }
  }

  private static func size(of path: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.size] as? Int) ?? 0
  }
}
