import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `segue migrate` on a copy of the migrator's fixture app: --check and --dry-run write
/// nothing, a run writes, a second run finds nothing, and a bad file is left whole.
@Suite struct MigrateCommandTests {
  private static let fixture = TestPaths.packageRoot.path + "/Tests/SegueMigratorTests/Fixtures/App"
  private static let files = [
    "Main.storyboard", "Other.storyboard", "Sources/ListViewController.swift",
    "Sources/Controllers.swift",
  ]

  private static func app() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for file in files {
      try directory.write(
        String(contentsOfFile: fixture + "/" + file, encoding: .utf8), to: "App/" + file)
    }
    return directory
  }

  private static func run(_ arguments: [String], in directory: TemporaryDirectory)
    -> (ExitCode, CapturedConsole)
  {
    let capture = CapturedConsole(workingDirectory: directory.path)
    return (SegueTool.run(["migrate"] + arguments, console: capture.console), capture)
  }

  private static func list(_ directory: TemporaryDirectory) throws -> String {
    try String(
      contentsOfFile: directory.path + "/App/Sources/ListViewController.swift", encoding: .utf8)
  }

  @Test func checkAndDryRunWriteNothingThenARunWritesOnce() throws {
    let directory = try Self.app()
    defer { directory.remove() }
    let app = directory.path + "/App"
    let before = try Self.list(directory)

    let (checked, _) = Self.run(["--check", app], in: directory)
    #expect(checked == .failure)
    let (dry, diff) = Self.run(["--dry-run", app], in: directory)
    #expect(dry == .success)
    #expect(
      diff.standardOutput.contains("+    performSegue(.showDetail, sender: sender)  // keep me\n"))
    #expect(try Self.list(directory) == before)

    let (migrated, report) = Self.run([app], in: directory)
    #expect(migrated == .success, "\(report.standardError)")
    #expect(report.standardError.contains("; 2 file(s) changed."))
    #expect(
      try Self.list(directory).contains("let detail = StoryboardScene.Main.detail.instantiate()"))

    let (again, _) = Self.run(["--check", app], in: directory)
    #expect(again == .success)
  }

  @Test func aConflictedFileIsLeftWholeAndNamedWhileOthersMigrate() throws {
    let directory = try Self.app()
    defer { directory.remove() }
    let conflicted = "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> other\n"
    let path = try directory.write(conflicted, to: "App/Sources/Conflicted.swift")
    let (status, capture) = Self.run([directory.path + "/App"], in: directory)
    #expect(status == .failure)
    #expect(
      capture.standardError.contains(
        path + ":1:1: error: The file was left unchanged: it has a merge conflict marker"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == conflicted)
    #expect(try Self.list(directory).contains("performSegue(.showDetail, sender: sender)"))
  }
}
