import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// The lint configuration is found as SwiftLint finds its own: `--config`, else
/// `.segue-lint.json` in the working directory, else in the PATH's folder or a parent up to
/// the repository's root.
@Suite struct LintConfigurationSearchTests {
  static let disabling = #"{"disabled_rules": ["deprecated-segue-kind"]}"#

  /// A repository with `App/Warnings.storyboard`, which has one deprecated-segue-kind finding.
  static func repository() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("", to: ".git/HEAD")
    let storyboard = try String(
      contentsOfFile: Snapshot.fixture("Lint/Warnings.storyboard"), encoding: .utf8)
    try directory.write(storyboard, to: "App/Screens/Warnings.storyboard")
    return directory
  }

  /// Lints `folder/PATH` (absolute, as the process's working directory is not the console's)
  /// from `folder`.
  static func lint(_ path: String, from folder: String) -> (out: String, err: String) {
    let capture = CapturedConsole(workingDirectory: folder)
    _ = SegueTool.run(["lint", folder + "/" + path], console: capture.console)
    return (capture.standardOutput, capture.standardError)
  }

  @Test func theConfigurationInThePathsFolderIsRead() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    #expect(Self.lint("App", from: directory.path).out.contains("deprecated-segue-kind"))
    try directory.write(Self.disabling, to: "App/.segue-lint.json")
    let (out, err) = Self.lint("App", from: directory.path)
    #expect(out.isEmpty)
    #expect(
      err.hasPrefix(
        "segue: reading the lint configuration \(directory.path)/App/.segue-lint.json.\n"))
    // From a parent of the PATH's folder, up to the repository's root.
    #expect(Self.lint("App/Screens", from: directory.path).out.isEmpty)
  }

  @Test func theWorkingDirectorysWinsAndTheRepositoryRootIsTheLimit() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    try directory.write(Self.disabling, to: "App/.segue-lint.json")
    try directory.write("{}", to: ".segue-lint.json")
    #expect(Self.lint("App", from: directory.path).out.contains("deprecated-segue-kind"))
    // Above the repository (a folder holding .git) nothing is read.
    let outer = try TemporaryDirectory()
    defer { outer.remove() }
    try outer.write(Self.disabling, to: ".segue-lint.json")
    try FileManager.default.moveItem(atPath: directory.path, toPath: outer.path + "/repo")
    try FileManager.default.removeItem(atPath: outer.path + "/repo/App/.segue-lint.json")
    try FileManager.default.removeItem(atPath: outer.path + "/repo/.segue-lint.json")
    let capture = CapturedConsole()
    _ = SegueTool.run(["lint", outer.path + "/repo/App"], console: capture.console)
    let out = capture.standardOutput
    #expect(out.contains("deprecated-segue-kind"))
  }

  @Test func excludedPathsAreReadFromTheConfigurationsFolder() throws {
    let directory = try Self.repository()
    defer { directory.remove() }
    try directory.write(#"{"excluded": ["Screens/**"]}"#, to: "App/.segue-lint.json")
    let (out, err) = Self.lint("App", from: directory.path)
    #expect(out.isEmpty)
    #expect(err.contains("0 storyboard(s)"))
  }
}
