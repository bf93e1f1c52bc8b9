import Foundation
import SegueTestSupport
import Testing

/// The header records the command with its paths spelled from the output's folder, so however
/// the paths are written and wherever the command runs, the file is the same and `--check`
/// passes: what a committed file needs when an Xcode phase passes `$SRCROOT` paths and CI runs
/// on another checkout.
@Suite struct HeaderPathTests {
  static let segue = BuiltExecutable("segue")

  /// `app/UI/Main.storyboard` and `app/Generated/` in a fresh folder.
  private func makeApp() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let storyboard = try String(
      contentsOfFile: Snapshot.fixture("Generate/Navigation/Main.storyboard"), encoding: .utf8)
    try directory.write(storyboard, to: "app/UI/Main.storyboard")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/app/Generated", withIntermediateDirectories: true)
    return directory
  }

  @Test(
    .enabled(
      if: TestEnvironment.runs(needing: segue != nil),
      "the segue executable is not built beside the tests"))
  func everySpellingAndWorkingDirectoryGivesTheSameFile() throws {
    let segue = try #require(Self.segue)
    let directory = try makeApp()
    defer { directory.remove() }
    let root = directory.path
    let output = root + "/app/Generated/Segues.swift"
    // (working directory, arguments), each a way people and Xcode phases write the command.
    let spellings: [(String, [String])] = [
      (root + "/app", ["UI", "--output", "Generated/Segues.swift"]),
      (root + "/app", ["UI/", "--output", "./Generated/Segues.swift"]),
      (root + "/app", ["./UI", "--output", "Generated//Segues.swift"]),
      (root, ["app/UI", "--output", "app/Generated/Segues.swift"]),
      (root + "/app/Generated", ["../UI", "--output", "Segues.swift"]),
      ("/", [root + "/app/UI", "--output", output]),
      (root + "/app/UI", [".", "--output", "../Generated/../Generated/Segues.swift"]),
    ]
    var contents: [String] = []
    for (workingDirectory, arguments) in spellings {
      let run = try segue.run(
        ["generate", "--module", "Payroll"] + arguments, in: workingDirectory)
      #expect(run.status == 0, "\(arguments): \(run.standardError)")
      contents.append(try String(contentsOfFile: output, encoding: .utf8))
      let check = try segue.run(
        ["generate", "--module", "Payroll", "--check"] + arguments, in: workingDirectory)
      #expect(
        check.status == 0,
        "--check with \(arguments) from \(workingDirectory): \(check.standardError)")
    }
    #expect(Set(contents).count == 1)
    #expect(
      contents.first?.contains("from these storyboards:\n//   ../UI/Main.storyboard\n\n") == true)
  }
}
