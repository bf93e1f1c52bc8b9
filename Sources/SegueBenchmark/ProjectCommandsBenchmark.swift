import Foundation
import ProjectModel

/// `segue-benchmark --project-commands [PATH]`: `segue lint` and `segue generate` run as
/// users run them on the largest app under PATH (by default `../shared/projects` beside the
/// package) with its Xcode project — the app's folder, zero-config, when it holds one project —
/// beside their baseline: `xmllint --noout` over the same storyboards plus the time
/// `Project.load(at:)` takes to read the project. The goal for both is at most 0.5×.
enum ProjectCommandsBenchmark {
  static let argument = "--project-commands"

  /// The largest app: the largest project (by `project.pbxproj` size, as `--project-load`
  /// picks) with a judged target (an app, framework or extension that holds storyboards).
  struct App {
    var project: Project
    /// What the commands are given: the app's folder, or `--project PATH` when the folder
    /// holds several projects.
    var input: [String]
    /// The storyboards of every judged target, which `segue lint` reads.
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
    let medians = try Stopwatch(runs: runs).medians([
      { Sink.keep(try Project.load(at: path).targets.count) },
      { try Tool.run(xmllint, ["--noout"] + app.storyboards) },
      { try Tool.run(xmllint, ["--noout"] + app.generated.storyboards) },
      { try Tool.run(segue, ["lint"] + app.input) },
      {
        try Tool.run(
          segue, ["generate", "--output", output, "--target", app.generated.name] + app.input)
      },
    ])
    let name = (path as NSString).lastPathComponent
    let lintBase = medians[0] + medians[1]
    let generateBase = medians[0] + medians[2]
    print(
      "project commands: median of \(runs) rounds (rows take turns) after one warm-up; "
        + "\(name), segue \(app.input.joined(separator: " "))")
    print(String(format: "  Project.load(at:)                         %8.1f ms", medians[0] * 1000))
    print(
      String(
        format: "  xmllint --noout, %3d storyboard(s)        %8.1f ms  + project: %.1f ms",
        app.storyboards.count, medians[1] * 1000, lintBase * 1000))
    print(
      String(
        format: "  segue lint (every target)                 %8.1f ms  %.2f× (goal: at most 0.5×)",
        medians[3] * 1000, medians[3] / lintBase))
    print(
      String(
        format: "  xmllint --noout, %3d storyboard(s)        %8.1f ms  + project: %.1f ms",
        app.generated.storyboards.count, medians[2] * 1000, generateBase * 1000))
    let command = "segue generate --target " + app.generated.name
    print(
      "  " + command.padding(toLength: 40, withPad: " ", startingAt: 0)
        + String(
          format: "%8.1f ms  %.2f× (goal: at most 0.5×)", medians[4] * 1000,
          medians[4] / generateBase))
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
      let parent = (path as NSString).deletingLastPathComponent
      let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
      let alone = siblings.filter { $0.hasSuffix(".xcodeproj") }.count == 1
      let input = alone ? [parent] : ["--project", path]
      best = (
        bytes,
        App(project: project, input: input, storyboards: storyboards, generated: generated)
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
