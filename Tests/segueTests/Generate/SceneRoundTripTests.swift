import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueCommandLine
@testable import segue

/// Compiles and runs the `StoryboardScene` generated for hostile storyboard names and
/// identifiers, with stand-ins for SegueKit's scene types, and checks that every storyboard
/// name and identifier reads back exactly as the storyboards have it. (The whole file is
/// compiled against the stub SDKs and SegueKit by Scripts/typecheck-generated in CI.)
@Suite struct SceneRoundTripTests {
  static let fixture = GenerateFixtures.path("ScenesAdversarial")

  @Test(
    .enabled(
      if: TestEnvironment.runs(needing: RoundTripTests.swiftc != nil), "swiftc is not on PATH"))
  func hostileNamesCompileAndRoundTrip() throws {
    let generated = GenerateFixtures.run(["--module", "Jobs", Self.fixture])
    #expect(generated.status == .success)
    let section = try #require(Self.scenesSection(of: generated.output))
    let printed = try Self.compileAndRun([section])
    #expect(printed.count == Self.expectedScenes.count)
    #expect(Set(printed) == Set(Self.expectedScenes))
  }

  @Test(
    .enabled(
      if: TestEnvironment.runs(needing: RoundTripTests.swiftc != nil), "swiftc is not on PATH"))
  func aDirectoryDeclaresStoryboardSceneOnceAndItsFilesCompileTogether() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.path + "/Generated/"
    #expect(
      GenerateFixtures.run(["--module", "Jobs", "--output", output, Self.fixture]).status
        == .success)
    let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    let sections = try files.compactMap { file in
      Self.scenesSection(of: try String(contentsOfFile: output + file, encoding: .utf8))
    }
    #expect(sections.count == files.count)
    #expect(sections.count { $0.contains("\nenum StoryboardScene {") } == 1)
    #expect(sections.count { $0.contains("\nextension StoryboardScene {") } == files.count - 1)
    let printed = try Self.compileAndRun(sections)
    #expect(Set(printed) == Set(Self.expectedScenes))
  }

  /// A scene as the run prints it and as the storyboards have it: the storyboard's name and
  /// the identifier, nil for the initial scene.
  struct Printed: Hashable {
    var storyboard: String
    var identifier: String?
  }

  /// Every initial scene, and every identifier that one scene alone has, of the fixture.
  static var expectedScenes: [Printed] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: fixture)) ?? []
    var scenes: [Printed] = []
    for file in files where file.hasSuffix(".storyboard") {
      guard let document = try? StoryboardParser.parse(contentsOf: fixture + "/" + file) else {
        continue
      }
      if document.initialController != nil { scenes.append(Printed(storyboard: document.name)) }
      let identifiers = document.controllers.compactMap(\.storyboardIdentifier).filter {
        !$0.isEmpty
      }
      for identifier in identifiers
      where identifiers.count(where: { $0.utf8.elementsEqual(identifier.utf8) }) == 1 {
        scenes.append(Printed(storyboard: document.name, identifier: identifier))
      }
    }
    return scenes
  }

  /// From `// MARK: - Scenes` to the end of its framework's `#if` section.
  static func scenesSection(of source: String) -> String? {
    guard let start = source.range(of: "// MARK: - Scenes\n") else { return nil }
    let rest = source[start.lowerBound...]
    let end = ["\n#endif", "\n#elseif"].compactMap { rest.range(of: $0)?.lowerBound }.min()
    return String(rest[..<(end ?? rest.endIndex)]) + "\n"
  }

  /// Compiles `sections` as files of one module with stand-ins for what they name, and runs a
  /// program that prints every scene's storyboard name and identifier.
  static func compileAndRun(_ sections: [String]) throws -> [Printed] {
    var references: [String] = []
    var classes: Set<String> = []
    for section in sections {
      var storyboard = ""
      for line in section.split(separator: "\n") {
        let words = line.split(separator: " ")
        // `enum Main: ModuleStoryboard {`
        if words.first == "enum", words.count == 4 { storyboard = String(words[1].dropLast()) }
        // `typealias InitialController = Class`: the storyboard's `initialScene` is typed so.
        if words.first == "typealias", words.count == 4 {
          classes.insert(String(words[3].split(separator: ".").last ?? words[3]))
          references.append(
            "StoryboardScene.\(storyboard).storyboardName, "
              + "StoryboardScene.\(storyboard).initialScene.identifier")
          continue
        }
        // `static var name: SceneType<Main, Class> { "Identifier" }`
        guard let index = words.firstIndex(of: "var"), index + 3 < words.count,
          words[index + 1].hasSuffix(":")
        else { continue }
        let property = String(words[index + 1].dropLast())
        let value = words[index + 2]
        let type = words[index + 3]
        // Not the `initialScene` of every storyboard, `InitialSceneType<Self, InitialController>`.
        guard value.hasSuffix(","), type.hasSuffix(">"), value != "InitialSceneType<Self," else {
          continue
        }
        let controller = type.dropLast()
        classes.insert(String(controller.split(separator: ".").last ?? controller))
        let isInitial = value.hasPrefix("InitialSceneType<")
        references.append(
          "StoryboardScene.\(storyboard).storyboardName, "
            + (isInitial ? "nil" : "StoryboardScene.\(storyboard).\(property).identifier"))
      }
    }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var files: [String] = []
    for (index, section) in sections.enumerated() {
      let source = "import Foundation\n" + section.replacingOccurrences(of: ", UIKit.", with: ", ")
      files.append(try directory.write(source, to: "Scenes\(index).swift"))
    }
    files.append(
      try directory.write(
        Self.standIns(classes) + """
          func hex(_ text: String?) -> String {
            text.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") } ?? "-"
          }
          for (storyboard, identifier) in [(String, String?)]([
            \(references.map { "(" + $0 + ")" }.joined(separator: ",\n  "))
          ]) {
            print(hex(storyboard) + "|" + hex(identifier))
          }

          """, to: "main.swift"))
    let executable = directory.path + "/scenes"
    let compile = try RoundTripTests.execute(
      try #require(RoundTripTests.swiftc), ["-swift-version", "6", "-o", executable] + files)
    #expect(compile.status == 0, "\(compile.output)")
    let run = try RoundTripTests.execute(executable, [])
    #expect(run.status == 0)
    return run.output.split(separator: "\n").map { line in
      let parts = line.split(separator: "|", omittingEmptySubsequences: false).map(decode)
      return Printed(storyboard: parts[0] ?? "", identifier: parts[1])
    }
  }

  /// A line of hexadecimal scalars read back; nil for `-`.
  private static func decode(_ hex: Substring) -> String? {
    guard hex != "-" else { return nil }
    return String(
      String.UnicodeScalarView(
        hex.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      ))
  }

  /// SegueKit's storyboard protocol and two scene types, and a class for each name the scenes
  /// are typed as.
  private static func standIns(_ classes: Set<String>) -> String {
    var text = """
      import Foundation

      protocol StoryboardName {
        static var storyboardName: String { get }
        static var bundle: Bundle { get }
      }
      struct SceneType<Storyboard: StoryboardName, Controller>: ExpressibleByStringLiteral {
        let identifier: String
        init(stringLiteral identifier: String) { self.identifier = identifier }
      }
      struct InitialSceneType<Storyboard: StoryboardName, Controller> {
        var identifier: String? { nil }
      }

      """
    for name in classes.sorted() { text += "final class \(name) {}\n" }
    return text
  }
}
