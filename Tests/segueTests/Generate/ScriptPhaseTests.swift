import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import SegueGenerateCommand
@testable import segue

/// `segue generate --use-script-files`: the inputs and output of an Xcode Run Script phase,
/// read from the variables Xcode sets, and nothing else.
@Suite struct ScriptPhaseTests {
  /// A phase's folder with two storyboards and a Swift source.
  private static func project() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for name in ["Main.storyboard", "Settings.storyboard"] {
      let text = try String(
        contentsOfFile: GenerateFixtures.path("Navigation/" + name), encoding: .utf8)
      try directory.write(text, to: "App/" + name)
    }
    try directory.write(
      "class JobListViewController: UITableViewController {}\n", to: "App/A.swift")
    return directory
  }

  private static func run(_ environment: [String: String], in directory: TemporaryDirectory)
    -> (ExitCode, CapturedConsole)
  {
    let capture = CapturedConsole(workingDirectory: directory.path, environment: environment)
    let status = SegueTool.run(
      ["generate", "--use-script-files", "--module", "Payroll"], console: capture.console)
    return (status, capture)
  }

  @Test func inputFilesAndOneOutputFileGiveOneFile() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    let app = directory.path + "/App"
    let (status, capture) = Self.run(
      [
        "SCRIPT_INPUT_FILE_COUNT": "3", "SCRIPT_INPUT_FILE_0": app + "/Main.storyboard",
        "SCRIPT_INPUT_FILE_1": app + "/Settings.storyboard",
        "SCRIPT_INPUT_FILE_2": app + "/A.swift",
        "SCRIPT_OUTPUT_FILE_COUNT": "1", "SCRIPT_OUTPUT_FILE_0": app + "/Segues.swift",
      ], in: directory)
    #expect(status == .success, "\(capture.standardError)")
    let written = try String(contentsOfFile: app + "/Segues.swift", encoding: .utf8)
    #expect(
      written.contains(
        "from these storyboards:\n//   Main.storyboard\n//   Settings.storyboard\n\n"))
    #expect(written.contains("extension JobListViewController: SegueHandler"))
    // The temporary file is made outside the project, and nothing is left there.
    #expect(try FileManager.default.contentsOfDirectory(atPath: app).count == 4)
  }

  @Test func fileListsWithBuildSettingsGiveAFilePerStoryboard() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    try directory.write(
      "# storyboards\n$(SRCROOT)/App/Main.storyboard\n\n  ${SRCROOT}/App/Settings.storyboard\n",
      to: "in.xcfilelist")
    try directory.write(
      "$(SRCROOT)/App/Generated/Main+Segues.swift\n$(SRCROOT)/App/Generated/Settings+Segues.swift\n",
      to: "out.xcfilelist")
    let (status, capture) = Self.run(
      [
        "SRCROOT": directory.path, "SCRIPT_INPUT_FILE_COUNT": "0",
        "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
        "SCRIPT_INPUT_FILE_LIST_0": directory.path + "/in.xcfilelist",
        "SCRIPT_OUTPUT_FILE_LIST_COUNT": "1",
        "SCRIPT_OUTPUT_FILE_LIST_0": directory.path + "/out.xcfilelist",
      ], in: directory)
    #expect(status == .success, "\(capture.standardError)")
    let generated = try FileManager.default.contentsOfDirectory(
      atPath: directory.path + "/App/Generated")
    #expect(generated.sorted() == ["Main+Segues.swift", "Settings+Segues.swift"])
  }

  /// docs/Xcode.md's phase writes the files and docs/CI.md's `--check` (a folder for the
  /// sources and the storyboards, not the phase's files one by one) finds them up to date.
  @Test func thePhaseAndTheCIChecksAgree() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    let app = directory.path + "/App"
    let (status, capture) = Self.run(
      [
        "SCRIPT_INPUT_FILE_COUNT": "3", "SCRIPT_INPUT_FILE_0": app + "/Main.storyboard",
        "SCRIPT_INPUT_FILE_1": app + "/Settings.storyboard",
        "SCRIPT_INPUT_FILE_2": app + "/A.swift", "SCRIPT_OUTPUT_FILE_COUNT": "2",
        "SCRIPT_OUTPUT_FILE_0": app + "/Generated/Main+Segues.swift",
        "SCRIPT_OUTPUT_FILE_1": app + "/Generated/Settings+Segues.swift",
      ], in: directory)
    #expect(status == .success, "\(capture.standardError)")
    let check = CapturedConsole(workingDirectory: directory.path)
    let checked = SegueTool.run(
      [
        "generate", "--check", "--module", "Payroll", "--sources", app, "--output",
        app + "/Generated/", app,
      ], console: check.console)
    #expect(checked == .success, "\(check.standardError)")
  }

  @Test func aFileTheOutputsDoNotDeclareIsAnErrorAndNothingIsWritten() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    let app = directory.path + "/App"
    let (status, capture) = Self.run(
      [
        "SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": app + "/Main.storyboard",
        "SCRIPT_INPUT_FILE_1": app + "/Settings.storyboard", "SCRIPT_OUTPUT_FILE_COUNT": "2",
        "SCRIPT_OUTPUT_FILE_0": app + "/Out/Main+Segues.swift",
        "SCRIPT_OUTPUT_FILE_1": app + "/Out/Other+Segues.swift",
      ], in: directory)
    #expect(status == .failure)
    #expect(
      capture.standardError.hasPrefix(
        "error: segue generate writes '\(app)/Out/Settings+Segues.swift', which the Run Script "
          + "phase does not declare as an output"))
    #expect(!FileManager.default.fileExists(atPath: app + "/Out"))
  }

  @Test func anUnsetBuildSettingIsLocatedInItsList() throws {
    let directory = try Self.project()
    defer { directory.remove() }
    let list = try directory.write(
      "$(SRCROOT)/App/Main.storyboard\n  $(NOPE)/x\n", to: "in.xcfilelist")
    let (status, capture) = Self.run(
      [
        "SRCROOT": directory.path, "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
        "SCRIPT_INPUT_FILE_LIST_0": list, "SCRIPT_OUTPUT_FILE_COUNT": "1",
        "SCRIPT_OUTPUT_FILE_0": directory.path + "/Segues.swift",
      ], in: directory)
    #expect(status == .failure)
    #expect(
      capture.standardError
        == "\(list):2:3: error: The build setting 'NOPE' is not set, so the path cannot be "
        + "resolved.\n")
  }

  @Test(
    arguments: [
      ([String: String](), ExitCode.usage, "neither SCRIPT_INPUT_FILE_COUNT"),
      (["SCRIPT_INPUT_FILE_COUNT": "two"], .usage, "SCRIPT_INPUT_FILE_COUNT is 'two'"),
      (["SCRIPT_INPUT_FILE_COUNT": "1"], .usage, "SCRIPT_INPUT_FILE_0 is not set"),
      (["SCRIPT_INPUT_FILE_COUNT": "0"], .failure, "declares no .storyboard"),
    ])
  func aPhaseWithoutItsFilesSaysWhatIsMissing(
    _ environment: [String: String], _ expected: ExitCode, _ message: String
  ) throws {
    let directory = try Self.project()
    defer { directory.remove() }
    let (status, capture) = Self.run(environment, in: directory)
    #expect(status == expected)
    #expect(capture.standardError.contains(message))
  }

  @Test(arguments: [["x.storyboard"], ["--output", "x.swift"], ["--sources", "."]])
  func pathsOutputAndSourcesComeOnlyFromThePhase(_ extra: [String]) {
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["generate", "--use-script-files"] + extra, console: capture.console)
    #expect(status == .usage)
    #expect(capture.standardError.hasPrefix("error: '--use-script-files' takes the storyboards"))
  }
}
