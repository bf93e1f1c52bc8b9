import Dispatch
import Foundation

/// `segue-benchmark --tool-build RSWIFT_PACKAGE_DIR`: how long the generate plugin's tool
/// (`segue-generate-tool`) takes to compile from clean, beside R.swift's `rswift`, which its
/// generate plugins build the same way. Each build is `swift build --product P` in a fresh
/// scratch folder (so no module cache, manifest cache or build product survives), debug and
/// release; the tools take turns, first one then the other, and the medians of CPU (user +
/// system, every compiler process included) and wall time are compared. Goal: at most 1.0×
/// rswift's. `--with-both` adds what a package that applies both build plugins compiles (the
/// generate tool, then the lint tool in the same folder, their libraries shared); `--with-segue`
/// adds the full `segue`, which the plugins ran before.
/// This package is built from a copy taken at the start, so edits made during the minutes the
/// benchmark runs do not count; R.swift builds where it is (its dependencies are paths
/// relative to it), and its checkout is left as it was.
enum ToolBuild {
  static let argument = "--tool-build"
  /// Adds the full `segue` to the builds, for reference.
  static let withSegue = "--with-segue"
  /// Adds both plugins' tools, built one after the other in one folder.
  static let withBoth = "--with-both"

  /// One package and the products built from it, in order, in one scratch folder.
  private struct Subject {
    var name: String
    var package: String
    var products: [String]
  }

  static func run(arguments: [String], runs: Int) throws {
    guard let index = arguments.firstIndex(of: argument), index + 1 < arguments.count,
      FileManager.default.fileExists(atPath: arguments[index + 1] + "/Package.swift")
    else {
      print(
        "segue-benchmark \(argument) RSWIFT_PACKAGE_DIR [\(withBoth)] [\(withSegue)]: name a checkout of R.swift whose "
          + "Package.swift resolves without the network (its dependencies as local paths).")
      exit(1)
    }
    guard let swift = Tool.path("swift") else {
      print("segue-benchmark \(argument): swift is not on the PATH")
      exit(1)
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-benchmark-\(getpid())-tool-build", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let copy = scratch.appendingPathComponent("SegueKit")
    try copyPackage(root, to: copy)
    // The full `segue` last, for reference: what the plugins built before they had tools.
    var subjects = [
      Subject(name: "segue-generate-tool", package: copy.path, products: ["segue-generate-tool"]),
      Subject(name: "rswift (R.swift)", package: arguments[index + 1], products: ["rswift"]),
    ]
    if arguments.contains(withBoth) {
      subjects.append(
        Subject(
          name: "generate + lint tools", package: copy.path,
          products: ["segue-generate-tool", "segue-lint-tool"]))
    }
    if arguments.contains(withSegue) {
      subjects.append(
        Subject(name: "segue (every command)", package: copy.path, products: ["segue"]))
    }
    print(
      "clean `swift build --product P` in a fresh scratch folder, median of \(runs) rounds "
        + "(the tools take turns); \(ProcessInfo.processInfo.activeProcessorCount) cores, "
        + "load \(loadAverage()) at the start")
    for configuration in ["debug", "release"] {
      var timings = [[Stopwatch.Timing]](repeating: [], count: subjects.count)
      for round in 0..<runs {
        // Alternate who goes first, so neither always builds after the other warmed the disk.
        let order = round % 2 == 0 ? Array(subjects.indices) : subjects.indices.reversed()
        for position in order {
          let folder = scratch.appendingPathComponent("\(configuration)-\(round)-\(position)")
          timings[position].append(
            try build(subjects[position], configuration, in: folder.path, swift: swift))
          removeBuild(folder)
        }
      }
      report(configuration, subjects: subjects, timings: timings)
    }
    print("load \(loadAverage()) at the end")
  }

  /// Copies the package at `root` to `copy`, without what is not the package's own: hidden
  /// entries (`.build`, `.git`, `.swiftpm`).
  private static func copyPackage(_ root: URL, to copy: URL) throws {
    let files = FileManager.default
    try files.createDirectory(at: copy, withIntermediateDirectories: true)
    for name in try files.contentsOfDirectory(atPath: root.path) where !name.hasPrefix(".") {
      try files.copyItem(
        at: root.appendingPathComponent(name), to: copy.appendingPathComponent(name))
    }
  }

  /// Removes the build in `folder` and the lock files SwiftPM keeps beside it in the temporary
  /// folder, named after its path.
  private static func removeBuild(_ folder: URL) {
    let files = FileManager.default
    try? files.removeItem(at: folder)
    let temporary = files.temporaryDirectory
    let prefix = folder.path.replacingOccurrences(of: "/", with: "_")
    for name in (try? files.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) {
      try? files.removeItem(at: temporary.appendingPathComponent(name))
    }
  }

  /// One clean build of `subject`'s products in `folder`, one after the other: their wall and
  /// CPU time together.
  private static func build(
    _ subject: Subject, _ configuration: String, in folder: String, swift: String
  ) throws -> Stopwatch.Timing {
    let start = DispatchTime.now().uptimeNanoseconds
    var cpu = 0.0
    for product in subject.products {
      let arguments = [
        "build", "--package-path", subject.package, "--scratch-path", folder,
        "--manifest-cache", "local", "-c", configuration, "--product", product,
      ]
      cpu += try Tool.runTimed(swift, arguments, requiringSuccess: true)
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Stopwatch.Timing(wall: wall, cpu: cpu)
  }

  private static func report(
    _ configuration: String, subjects: [Subject], timings: [[Stopwatch.Timing]]
  ) {
    let medians = timings.map { runs in
      Stopwatch.Timing(wall: median(runs.map(\.wall)), cpu: median(runs.map(\.cpu)))
    }
    print("  \(configuration):")
    for (subject, timing) in zip(subjects, medians) {
      print(
        "    " + subject.name.padding(toLength: 24, withPad: " ", startingAt: 0)
          + String(format: "CPU %6.1f s   wall %6.1f s", timing.cpu, timing.wall))
    }
    print(
      String(
        format: "    ratio (tool/rswift)     CPU %.2f×      wall %.2f×   (goal: at most 1.0×)",
        medians[0].cpu / medians[1].cpu, medians[0].wall / medians[1].wall))
    for (subject, timing) in zip(subjects, medians).dropFirst(2) {
      print(
        "    ratio (\(subject.name)/rswift)   "
          + String(
            format: "CPU %.2f×      wall %.2f×", timing.cpu / medians[1].cpu,
            timing.wall / medians[1].wall))
    }
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The 1-minute load average, as /proc/loadavg gives it; "unknown" elsewhere.
  private static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").first.map(String.init) ?? "unknown"
  }
}
