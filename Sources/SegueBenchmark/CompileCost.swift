import DeterministicOutput
import Foundation
import SegueGenerator
import StoryboardKit

/// What the generated code costs the compiler: `swiftc -typecheck` of the code generated for the
/// corpus's iOS storyboards beside seed-style hand-written code for the same segues and scenes
/// (an enum of identifiers per class, a string-keyed instantiate per scene) and beside the same
/// names holding nothing (``Placeholders``), each compiled with the stand-ins of the app's
/// classes against the uikit stubs, as a ratio of CPU time over an empty file. The empty file is
/// the generated file with its declarations left out (its header and its imports, under the
/// same `#if`), and the other files import the same modules: each file is type-checked by its
/// own frontend, which pays for the file's imports, so the ratios count only the declarations.
/// The hand-written file is written here, from the same storyboards, so both cover the same
/// identifiers; the counts are printed to show it. CPU time (user + system of the compiler's
/// processes) rather than wall time, since the machine may be shared.
/// `SEGUE_COMPILE_COST_DIR` keeps the files compiled in that directory.
enum CompileCost {
  /// The ratio of the generated file's time over the empty file's the issue asks for.
  static let goal = 1.5
  /// The ratio of the generated file's time over each peer's the issue asks for.
  static let peerGoal = 0.9

  /// Prints the section, or why it cannot run or what failed.
  static func report(runs: Int) {
    do {
      try measure(runs: runs)
    } catch {
      print("  failed: \(error)")
    }
  }

  private static func measure(runs: Int) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let stubs = root.appendingPathComponent(".build/apple-stubs/uikit").path
    print("\ncompile cost of the generated code (swiftc -typecheck, CPU time):")
    guard let swiftc = Tool.path("swiftc"), let corpus = BenchmarkInput.corpus(),
      FileManager.default.fileExists(atPath: stubs + "/SegueKit.swiftmodule")
    else {
      print(
        "  skipped: it needs swiftc, the corpus and the stubs (Scripts/build-apple-stubs .build/apple-stubs)"
      )
      return
    }
    let documents = CostRows.parse(corpus.paths).documents.filter { $0.platform == .iOS }
    for scale in [1, 4] {
      try measure(
        scaled(documents, by: scale), scale: scale, runs: runs, swiftc: swiftc, stubs: stubs)
    }
  }

  /// `documents` and `scale - 1` copies of each, their storyboards and app classes renamed
  /// (`Main_2`, `ListViewController_2`), so the code for them is `scale` times as large.
  static func scaled(_ documents: [StoryboardDocument], by scale: Int) -> [StoryboardDocument] {
    documents
      + (1..<max(scale, 1)).flatMap { copy in
        documents.map { document in
          var document = document
          let folder = PathSpelling.parent(of: document.path)
          document.path = folder + "/\(document.name)_\(copy + 1).storyboard"
          document.scenes = document.scenes.map { scene in
            var scene = scene
            if var controller = scene.controller, controller.customModule == nil,
              let name = controller.customClass
            {
              controller.customClass = name + "_\(copy + 1)"
              scene.controller = controller
            }
            return scene
          }
          return document
        }
      }
  }

  private static func measure(
    _ documents: [StoryboardDocument], scale: Int, runs: Int, swiftc: String, stubs: String
  ) throws {
    let generation = SegueGeneration(documents: documents, options: GeneratorOptions())
    let generated = generation.singleFile()
    let empty = emptyFile(of: generated)
    let inventory = Inventory(
      documents: documents, withScenes: generated.contains("enum StoryboardScene"))
    let imports = importedModules(of: generated)
    let handWritten = HandWritten(inventory: inventory, imports: imports)
    let placeholders = Placeholders(inventory: inventory, imports: imports)
    let swiftGen = SwiftGenShaped(inventory: inventory, imports: imports)
    let rswift = RswiftShaped(inventory: inventory, imports: imports)

    let kept = ProcessInfo.processInfo.environment["SEGUE_COMPILE_COST_DIR"].map {
      $0 + "/\(scale)x"
    }
    let directory =
      kept
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-compile-cost-\(getpid())-\(scale)x").path
    defer { if kept == nil { try? FileManager.default.removeItem(atPath: directory) } }
    let files = [
      "empty": empty, "placeholders": placeholders.source, "hand-written": handWritten.source,
      "swiftgen": swiftGen.source, "rswift": rswift.source, "generated": generated,
      "stubs/modules/RswiftResources": RswiftShaped.module,
    ]
    for (name, content) in generation.stubClasses().map({ ("stubs/" + $0.key, $0.value) }) + files {
      let path = directory + "/" + name + (name.hasSuffix(".swift") ? "" : ".swift")
      try FileManager.default.createDirectory(
        atPath: PathSpelling.parent(of: path), withIntermediateDirectories: true)
      try content.write(toFile: path, atomically: true, encoding: .utf8)
    }
    // Warnings suppressed: the SwiftGen-shaped file's static lets of non-Sendable types draw
    // hundreds, and rendering them would be timed as its typechecking.
    let flags = [
      "-swift-version", "6", "-parse-as-library", "-suppress-warnings", "-I", stubs, "-I",
      directory + "/modules",
    ]
    let modules =
      (try? FileManager.default.contentsOfDirectory(atPath: directory + "/stubs/modules")) ?? []
    for module in modules.sorted() {
      let name = (module as NSString).deletingPathExtension
      _ = try cpuSeconds(
        swiftc,
        flags + [
          "-emit-module", "-module-name", name, "-emit-module-path",
          "\(directory)/modules/\(name).swiftmodule", "\(directory)/stubs/modules/\(module)",
        ])
    }
    let compile = { (name: String) in
      try cpuSeconds(
        swiftc,
        flags + [
          "-typecheck", directory + "/stubs/app.swift", "\(directory)/\(name).swift",
        ])
    }
    let names = ["empty", "placeholders", "hand-written", "swiftgen", "rswift", "generated"]
    var samples = [[Double]](repeating: [], count: names.count)
    for round in 0...runs {
      for (index, name) in names.enumerated() {
        let seconds = try compile(name)
        if round > 0 { samples[index].append(seconds) }
      }
    }
    let medians = samples.map { $0.sorted()[$0.count / 2] }
    let classes = generated.components(separatedBy: "SegueHandler {").count - 1
    // The raw-value cases of the SegueIdentifier enums.
    let identifiers = generated.split(separator: "\n").count {
      $0.hasPrefix("    case ") && $0.contains(" = \"")
    }
    print(
      "  \(documents.count) iOS storyboards (the corpus's\(scale > 1 ? ", \(scale)× over" : "")); "
        + "median of \(runs) rounds after a warm-up")
    print(
      "  empty: the generated file's header and imports without its declarations; "
        + "the hand-written file imports the same modules")
    print(
      "  placeholders: the identifier enums and one `static let … = 0` per scene, "
        + "the least any generator of these names writes")
    print(
      "  generated: \(classes) classes, \(identifiers) segue cases; hand-written: "
        + "\(inventory.identifierCount) identifiers, \(inventory.scenes.count) scenes"
        + (inventory.scenes.isEmpty ? " (the generated code has no StoryboardScene yet)" : "")
        + "; the hand-written code has no typed destinations")
    for (index, name) in names.enumerated() {
      let ratio = medians[index] / medians[0]
      let mark =
        name == "generated" && scale == 1
        ? (ratio <= goal ? "  (goal ≤ \(goal)×: met)" : "  (goal ≤ \(goal)×: missed)") : ""
      let label = name.padding(toLength: 13, withPad: " ", startingAt: 0)
      print("  " + label + String(format: "%6.3f s  %5.2f×", medians[index], ratio) + mark)
    }
    let ours = medians[5]
    print(String(format: "  generated over hand-written: %.2f×", ours / medians[2]))
    print(
      "  SwiftGen-shaped: scenes-swift5 + segues-swift5; R.swift-shaped: R.swift 7's R.segue and "
        + "R.storyboard, its RswiftResources compiled as a module; both from the same inventory")
    for (peer, median) in [("SwiftGen's", medians[3]), ("R.swift's", medians[4])] {
      let ratio = ours / median
      print(
        String(format: "  ours over \(peer) %.2f×", ratio) + " (goal ≤ \(peerGoal)×: "
          + (ratio <= peerGoal ? "met" : "missed") + ")")
    }
    print("  costliest function bodies of the generated file (-debug-time-function-bodies):")
    let timings = try Tool.run(
      "/bin/sh",
      [
        "-c",
        "'\(swiftc)' \(flags.joined(separator: " ")) -typecheck -Xfrontend -debug-time-function-bodies '\(directory)/stubs/app.swift' '\(directory)/generated.swift' 2>&1",
      ],
      capturing: true)
    for line in costliest(timings, in: directory + "/generated.swift") { print("    " + line) }
  }

  /// The generated file with nothing declared: its header, its imports and the `#if` around
  /// them, the lines at the start of a line that are comments before the first blank line,
  /// `import`s or compiler directives (the directives inside declarations are indented).
  static func emptyFile(of generated: String) -> String {
    let lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let header = lines.prefix { $0.hasPrefix("//") }
    let rest = lines.dropFirst(header.count).filter { $0.hasPrefix("import ") || $0.hasPrefix("#") }
    return (header + rest).joined(separator: "\n") + "\n"
  }

  /// The modules the generated file imports, in its order.
  static func importedModules(of generated: String) -> [String] {
    generated.split(separator: "\n").filter { $0.hasPrefix("import ") }
      .map { String($0.dropFirst("import ".count)) }
  }

  /// The function bodies of FILE by total time, grouped by kind and name (the class left out,
  /// since every class has the same members), as `ms count name`.
  static func costliest(_ output: String, in file: String) -> [String] {
    var totals: [String: (Double, Int)] = [:]
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      guard fields.count >= 3, fields[1].hasPrefix(file), let ms = Double(fields[0].dropLast(2))
      else { continue }
      var name = String(fields[2].split(separator: "@").first ?? fields[2])
      if let range = name.range(
        of: #"main\.\(file\)\.([^ ]+ extension\.)?"#, options: .regularExpression)
      {
        name.removeSubrange(range)
      }
      totals[name, default: (0, 0)].0 += ms
      totals[name, default: (0, 0)].1 += 1
    }
    return totals.sorted { ($0.value.0, $1.key) > ($1.value.0, $0.key) }.prefix(6).map {
      name, total in
      String(format: "%7.1f ms in %3d body(ies): ", total.0, total.1) + name
    }
  }

  /// Runs EXECUTABLE and returns the CPU time (user + system) it and its children used; throws
  /// when it fails, so that a file that does not compile is never timed.
  static func cpuSeconds(_ executable: String, _ arguments: [String]) throws -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw ToolError(executable: executable, code: spawned) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    guard status == 0 else { throw CompileCostError(arguments: arguments) }
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  struct CompileCostError: Error, CustomStringConvertible {
    var arguments: [String]
    var description: String {
      "swiftc failed (its messages above): \(arguments.joined(separator: " "))."
    }
  }
}
