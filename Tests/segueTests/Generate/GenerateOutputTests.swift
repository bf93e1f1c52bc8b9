import Foundation
import SegueGenerator
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueCommandLine
@testable import segue

/// Where and when `segue generate` writes: deterministic content, atomic and unchanged-aware
/// writes, nothing at all for malformed input, `--check`, and a file per storyboard.
@Suite struct GenerateOutputTests {
  @Test func outputIsTheSameWhateverTheOrderOfInputs() {
    let a = GenerateFixtures.path("Conflicts/A.storyboard")
    let b = GenerateFixtures.path("Conflicts/B.storyboard")
    let nav = GenerateFixtures.path("Navigation")
    let forward = GenerateFixtures.run([a, b, nav])
    let backward = GenerateFixtures.run([nav, b, a])
    let again = GenerateFixtures.run([a, b, nav])
    #expect(forward.status == .success)
    #expect(forward.output == backward.output)
    #expect(forward.errors == backward.errors)
    #expect(forward.output == again.output)
  }

  @Test func aRunThatChangesNothingWritesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.path + "/Segues.swift"
    let arguments = ["--output", output, GenerateFixtures.path("Navigation")]
    #expect(GenerateFixtures.run(arguments).status == .success)
    let before = try FileManager.default.attributesOfItem(atPath: output)
    Thread.sleep(forTimeInterval: 0.02)
    let second = GenerateFixtures.run(arguments)
    #expect(second.status == .success)
    #expect(second.errors.contains("0 of 1 file(s) written"))
    let after = try FileManager.default.attributesOfItem(atPath: output)
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
  }

  @Test func malformedInputWritesNothingAndSaysWhere() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let broken = try directory.write(
      "<document type=\"x\" targetRuntime=\"iOS.CocoaTouch\"><scenes><scene>\n</document>",
      to: "Broken.storyboard")
    let output = directory.path + "/Segues.swift"
    let result = GenerateFixtures.run(["--output", output, broken, GenerateFixtures.path("AppKit")])
    #expect(result.status == .failure)
    #expect(result.errors.contains(broken + ":"))
    #expect(result.errors.contains(": error: "))
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(result.output.isEmpty)
  }

  @Test func checkReportsStaleOutputWithoutWriting() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.path + "/Segues.swift"
    let inputs = [GenerateFixtures.path("AppKit")]
    let missing = GenerateFixtures.run(["--check", "--output", output] + inputs)
    #expect(missing.status == .failure)
    #expect(missing.errors.contains("\(output): error: The generated file is missing"))
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(GenerateFixtures.run(["--output", output] + inputs).status == .success)
    #expect(GenerateFixtures.run(["--check", "--output", output] + inputs).status == .success)
    try "// edited\n".write(toFile: output, atomically: true, encoding: .utf8)
    #expect(GenerateFixtures.run(["--check", "--output", output] + inputs).status == .failure)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "// edited\n")
  }

  /// `--check` compares the code, not the header, and names the declarations that differ.
  @Test func checkComparesTheCodeAndNamesWhatDiffers() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.path + "/Segues.swift"
    let inputs = [GenerateFixtures.path("Navigation")]
    #expect(GenerateFixtures.run(["--output", output] + inputs).status == .success)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    // A header an older version wrote, with the command line in it: the code is the same.
    let older = written.replacingOccurrences(
      of: "// changing the storyboards. segue \(SegueVersion.current), from these storyboards:\n",
      with: "// changing the storyboards.\n// segue generate --output Segues.swift Navigation\n")
    #expect(older != written)
    try older.write(toFile: output, atomically: true, encoding: .utf8)
    #expect(GenerateFixtures.run(["--check", "--output", output] + inputs).status == .success)
    // One declaration edited, one removed.
    var lines = written.components(separatedBy: "\n")
    let edited = try #require(lines.firstIndex { $0.hasPrefix("  enum SegueIdentifier") })
    lines.insert("  // edited", at: edited)
    let scenes = try #require(lines.firstIndex { $0.hasPrefix("enum StoryboardScene") })
    lines.removeSubrange(scenes..<(lines[scenes...].firstIndex { $0 == "}" } ?? scenes) + 1)
    try lines.joined(separator: "\n").write(toFile: output, atomically: true, encoding: .utf8)
    let check = GenerateFixtures.run(["--check", "--output", output] + inputs)
    #expect(check.status == .failure)
    let owner = try #require(lines[..<edited].last { $0.hasPrefix("extension ") })
    #expect(check.errors.contains("note: Declaration changed: \(owner.dropLast(2)).\n"))
    #expect(check.errors.contains("note: Declaration added: enum StoryboardScene.\n"))
  }

  @Test func aDirectoryGetsOneFilePerStoryboardName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = GenerateFixtures.run(
      [
        "--output", directory.path + "/", GenerateFixtures.path("Conflicts"),
        GenerateFixtures.path("Skips"),
      ])
    #expect(result.status == .success)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      files == ["A+Segues.swift", "B+Segues.swift", "Phone+Segues.swift", "Watch+Segues.swift"])
    let a = try String(contentsOfFile: directory.path + "/A+Segues.swift", encoding: .utf8)
    let b = try String(contentsOfFile: directory.path + "/B+Segues.swift", encoding: .utf8)
    // A class of two storyboards is written once, in the first storyboard's file.
    #expect(a.contains("extension SharedViewController: SegueHandler"))
    #expect(!b.contains("extension SharedViewController"))
    #expect(b.contains("extension OtherViewController: SegueHandler"))
  }

  /// A renamed or removed storyboard's old file would declare its classes' conformances a
  /// second time: the next run of the same command removes it, and only it.
  @Test func aDirectoryLosesTheFilesOfStoryboardsNoLongerRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storyboards = directory.path + "/Storyboards"
    let output = directory.path + "/Generated/"
    try FileManager.default.createDirectory(
      atPath: storyboards, withIntermediateDirectories: true)
    for name in ["A", "B"] {
      try FileManager.default.copyItem(
        atPath: GenerateFixtures.path("Conflicts/\(name).storyboard"),
        toPath: storyboards + "/\(name).storyboard")
    }
    #expect(GenerateFixtures.run(["--output", output, storyboards]).status == .success)
    // Beside the generated files: one a person wrote, and one of another command.
    let own = try directory.write("// Mine.\n", to: "Generated/Notes+Segues.swift")
    let other = GenerateFixtures.run(["--output", "-", GenerateFixtures.path("AppKit")]).output
    let foreign = try directory.write(other, to: "Generated/Mac+Segues.swift")
    try FileManager.default.removeItem(atPath: storyboards + "/B.storyboard")

    let check = GenerateFixtures.run(["--check", "--output", output, storyboards])
    #expect(check.status == .failure)
    #expect(
      check.errors.contains(
        "B+Segues.swift: error: The file was generated for storyboards that no longer exist"))
    #expect(FileManager.default.fileExists(atPath: output + "B+Segues.swift"))

    let second = GenerateFixtures.run(["--output", output, storyboards])
    #expect(second.status == .success)
    #expect(second.errors.contains("removed '\(output)B+Segues.swift'"))
    let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(files == ["A+Segues.swift", "Mac+Segues.swift", "Notes+Segues.swift"])
    #expect(try String(contentsOfFile: own, encoding: .utf8) == "// Mine.\n")
    #expect(try String(contentsOfFile: foreign, encoding: .utf8) == other)
    #expect(GenerateFixtures.run(["--check", "--output", output, storyboards]).status == .success)
  }

  @Test(arguments: [
    (["--check", GenerateFixtures.path("AppKit")], "'--check' compares with an output"),
    (["--module", "Not A Module", GenerateFixtures.path("AppKit")], "is not a module name"),
    (["--module", "class", GenerateFixtures.path("AppKit")], "is not a module name"),
    (["--access-level", "private", GenerateFixtures.path("AppKit")], "'private' is not a value"),
    ([String](), "Give at least one storyboard"),
  ])
  func usageErrorsExitWith64(_ arguments: [String], _ message: String) {
    let result = GenerateFixtures.run(arguments)
    #expect(result.status == .usage)
    #expect(result.errors.contains(message))
  }
}
