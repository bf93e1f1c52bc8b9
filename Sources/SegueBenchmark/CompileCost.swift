import Foundation
import SegueGenerator
import StoryboardKit

/// What the generated code costs the compiler: `swiftc -typecheck` of the code generated for the
/// corpus's iOS storyboards beside seed-style hand-written code for the same segues and scenes
/// (an enum of identifiers per class, a string-keyed instantiate per scene), each compiled with
/// the stand-ins of the app's classes against the uikit stubs, as a ratio of CPU time over an
/// empty file. The hand-written file is written here, from the same storyboards, so both cover
/// the same identifiers; the counts are printed to show it. CPU time (user + system of the
/// compiler's processes) rather than wall time, since the machine may be shared.
enum CompileCost {
  /// The ratio of the generated file's time over the empty file's the issue asks for.
  static let goal = 1.5

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
    let generation = SegueGeneration(documents: documents, options: GeneratorOptions())
    let generated = generation.singleFile()
    let handWritten = HandWritten(
      documents: documents, withScenes: generated.contains("enum StoryboardScene"))

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-compile-cost-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let files = ["empty": "", "generated": generated, "hand-written": handWritten.source]
    for (name, content) in generation.stubClasses().map({ ("stubs/" + $0.key, $0.value) }) + files {
      let path = directory + "/" + name + (name.hasSuffix(".swift") ? "" : ".swift")
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try content.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let flags = [
      "-swift-version", "6", "-parse-as-library", "-I", stubs, "-I", directory + "/modules",
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
    let names = ["empty", "hand-written", "generated"]
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
      "  \(documents.count) iOS storyboards of the corpus; median of \(runs) rounds after a warm-up"
    )
    print(
      "  generated: \(classes) classes, \(identifiers) segue cases; hand-written: "
        + "\(handWritten.identifiers) identifiers, \(handWritten.scenes) scenes"
        + (handWritten.scenes == 0 ? " (the generated code has no StoryboardScene yet)" : "")
        + "; the hand-written code has no typed destinations")
    for (index, name) in names.enumerated() {
      let ratio = medians[index] / medians[0]
      let mark =
        name == "generated"
        ? (ratio <= goal ? "  (goal ≤ \(goal)×: met)" : "  (goal ≤ \(goal)×: missed)") : ""
      let label = name.padding(toLength: 13, withPad: " ", startingAt: 0)
      print("  " + label + String(format: "%6.3f s  %5.2f×", medians[index], ratio) + mark)
    }
    print(String(format: "  generated over hand-written: %.2f×", medians[2] / medians[1]))
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
  /// The code users write by hand for each shape, after the seeds in ../shared/seeds.
  struct HandWritten {
    var source = ""
    var identifiers = 0
    var scenes = 0

    init(documents: [StoryboardDocument], withScenes: Bool) {
      var imports: Set<String> = ["UIKit"]
      var classes: [String: Set<String>] = [:]
      var scenes: [(String, String?, String)] = []  // storyboard, identifier, type
      for document in documents {
        var seen: [String: Int] = [:]
        for controller in document.controllers {
          if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
            seen[identifier, default: 0] += 1
          }
        }
        for scene in document.scenes {
          guard let controller = scene.controller else { continue }
          let type = Self.type(of: controller)
          let identifiers = scene.segues.filter { $0.kind != .relationship }
            .compactMap(\.usableIdentifier)
          var used = false
          if let type, !identifiers.isEmpty {
            classes[type.name, default: []].formUnion(identifiers)
            used = true
          }
          let sceneType = type?.name ?? Self.elementClass(controller)
          if withScenes, let identifier = controller.storyboardIdentifier, seen[identifier] == 1 {
            scenes.append((document.name, identifier, sceneType))
            used = true
          }
          if withScenes, controller.id == document.initialControllerID {
            scenes.append((document.name, nil, sceneType))
            used = true
          }
          if used, let module = type?.module { imports.insert(module) }
        }
      }
      var lines = imports.sorted().map { "import \($0)" } + [Self.protocolSource]
      for (type, identifiers) in classes.sorted(by: { $0.key < $1.key }) {
        lines.append("extension \(type): SegueHandlerType {\n  enum SegueIdentifier: String {")
        var names: Set<String> = []
        for identifier in identifiers.sorted() {
          var name = Self.caseName(identifier)
          while !names.insert(name).inserted { name += "_" }
          lines.append("    case `\(name)` = \(SwiftStringLiteral.quoted(identifier))")
        }
        lines.append("  }\n}")
        self.identifiers += identifiers.count
      }
      if !scenes.isEmpty {
        lines.append("enum Scenes {")
        for (index, (storyboard, identifier, type)) in scenes.enumerated() {
          let storyboardLiteral = SwiftStringLiteral.quoted(storyboard)
          let instantiate =
            identifier.map {
              "instantiateViewController(withIdentifier: \(SwiftStringLiteral.quoted($0)))"
            } ?? "instantiateInitialViewController()"
          lines.append(
            "  @MainActor static func scene\(index)() -> \(type) {\n"
              + "    UIStoryboard(name: \(storyboardLiteral), bundle: nil).\(instantiate) as! \(type)\n  }"
          )
        }
        lines.append("}")
        self.scenes = scenes.count
      }
      source = lines.joined(separator: "\n") + "\n"
    }

    /// The seed's protocol, in today's Swift.
    static let protocolSource = """
      protocol SegueHandlerType { associatedtype SegueIdentifier: RawRepresentable }

      @MainActor extension SegueHandlerType
      where Self: UIViewController, SegueIdentifier.RawValue == String {
        func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
          performSegue(withIdentifier: identifier.rawValue, sender: sender)
        }

        func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
          guard let identifier = segue.identifier, let value = SegueIdentifier(rawValue: identifier)
          else { fatalError("Invalid segue identifier \\(String(describing: segue.identifier)).") }
          return value
        }
      }
      """

    /// The custom class as Swift names it (importing its module), nil when it has none or
    /// The custom class as Swift names it, with the module to import for it; nil when it has
    /// none or Swift cannot name it.
    static func type(of controller: Controller) -> (name: String, module: String?)? {
      guard let reference = controller.classReference, reference.mangling != .undecodable,
        reference.name.split(separator: ".").allSatisfy({ SwiftIdentifier.isValid(String($0)) })
      else { return nil }
      guard let module = reference.module, !reference.isInCurrentTarget else {
        return (reference.name, nil)
      }
      return (module + "." + reference.name, module)
    }

    static func elementClass(_ controller: Controller) -> String {
      let classes = [
        "tableViewController": "UITableViewController",
        "navigationController": "UINavigationController",
        "collectionViewController": "UICollectionViewController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
      ]
      return classes[controller.element] ?? "UIViewController"
    }

    /// A lowerCamelCase name of the identifier's letters and digits, as a person would write.
    static func caseName(_ identifier: String) -> String {
      let words = identifier.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
      let joined = words.enumerated().map { index, word in
        index == 0
          ? word.prefix(1).lowercased() + word.dropFirst()
          : word.prefix(1).uppercased() + word.dropFirst()
      }.joined()
      guard let first = joined.first else { return "_" }
      return first.isNumber ? "_" + joined : joined
    }
  }
}
