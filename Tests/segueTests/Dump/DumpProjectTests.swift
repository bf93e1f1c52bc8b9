import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `segue dump --project`: the project model of Tests/Fixtures/Project, its targets chosen
/// with `--target`, and the usage errors.
@Suite struct DumpProjectTests {
  private let project = Snapshot.fixture("Project")

  private func dump(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let capture = CapturedConsole()
    return (SegueTool.run(["dump"] + arguments, console: capture.console), capture)
  }

  @Test func jsonShowsTargetsModulesPlatformsAndEntryPoints() {
    let (status, capture) = dump(["--project", project, "--format", "json"])
    #expect(status == .success)
    #expect(capture.standardError.isEmpty)
    Snapshot.assertMatches(capture.standardOutput, "Dump/Project.json")
  }

  @Test func textIsABlockPerTarget() {
    let (status, capture) = dump(["--project", project + "/Fixture.xcodeproj"])
    #expect(status == .success)
    Snapshot.assertMatches(capture.standardOutput, "Dump/Project.txt")
  }

  @Test func theOutputIsTheSameForEverySpellingOfTheProject() {
    let spellings = [project, project + "/", project + "/../Project/Fixture.xcodeproj"]
    let outputs = Set(
      spellings.map { dump(["--project", $0, "--format", "json"]).1.standardOutput })
    #expect(outputs.count == 1)
  }

  @Test func targetSelectsTargetsAndAnUnknownOneListsTheOthers() {
    let (status, capture) = dump(["--project", project, "--target", "Kit", "--target", "MacApp"])
    #expect(status == .success)
    #expect(capture.standardOutput.contains("target MacApp (app)"))
    #expect(capture.standardOutput.contains("target Kit (framework)"))
    #expect(!capture.standardOutput.contains("target PhoneApp"))
    let (unknown, error) = dump(["--project", project, "--target", "Watch"])
    #expect(unknown == .usage)
    #expect(
      error.standardError
        == "error: The project has no target 'Watch'; its targets are 'PhoneApp', 'MacApp', "
        + "'Kit', 'Generated'.\n")
  }

  @Test func usageErrorsExitWith64AndAnUnreadableProjectWith1() {
    #expect(dump(["--project", project, Snapshot.fixture("Dump/Small.storyboard")]).0 == .usage)
    #expect(dump(["--target", "Kit", Snapshot.fixture("Dump/Small.storyboard")]).0 == .usage)
    let (status, capture) = dump(["--project", Snapshot.fixture("Dump")])
    #expect(status == .failure)
    #expect(capture.standardError.contains(": error: The folder '"))
    #expect(capture.standardError.contains("holds no .xcodeproj."))
  }

  /// A repository that keeps its one project a folder down (Monal's `Monal/Monal.xcodeproj`):
  /// `--project` on the repository reads it, as a lone PATH does, and says so; with several
  /// below, the error lists them.
  @Test func aProjectBelowTheFolderGivenIsReadWhenItIsTheOnlyOne() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(atPath: project, toPath: directory.path + "/App")
    let (status, capture) = dump(["--project", directory.path, "--format", "json"])
    #expect(status == .success)
    #expect(
      capture.standardOutput == dump(["--project", project, "--format", "json"]).1.standardOutput)
    #expect(
      capture.standardError.contains(
        "note: '\(directory.path)' holds no Xcode project at its top, so the one below it is "
          + "read: \(directory.path)/App/Fixture.xcodeproj."))
    // Two below are each read, as the folder given as PATH is (DumpNestedProjectsTests).
    try FileManager.default.copyItem(atPath: project, toPath: directory.path + "/Mac/Other")
    let (several, both) = dump(["--project", directory.path])
    #expect(several == .success)
    #expect(both.standardOutput.contains("== target Mac/Other/Fixture/PhoneApp "))
  }

  /// A folder whose workspace names one project, with other projects below it (a demo, a
  /// tool's): the workspace's project is the one read, with a note.
  @Test func theOneProjectAWorkspaceAtTheTopNamesIsRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(atPath: project, toPath: directory.path + "/App")
    try FileManager.default.copyItem(atPath: project, toPath: directory.path + "/Tools/Other")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/App.xcworkspace", withIntermediateDirectories: true)
    try Data(
      "<Workspace><FileRef location = \"group:App/Fixture.xcodeproj\"/></Workspace>".utf8
    ).write(to: URL(fileURLWithPath: directory.path + "/App.xcworkspace/contents.xcworkspacedata"))
    let (status, capture) = dump(["--project", directory.path, "--format", "json"])
    #expect(status == .success)
    #expect(
      capture.standardError.contains(
        "note: '\(directory.path)' holds no Xcode project at its top; its workspace "
          + "App.xcworkspace names one, \(directory.path)/App/Fixture.xcodeproj, which is read."))
  }

  /// Dump takes the input options every command shares, without those about code.
  @Test func dumpTakesTheSharedInputOptionsButNoSources() {
    let (twice, twiceCapture) = dump(["--project", project, "--project", project])
    #expect(twice == .usage)
    #expect(twiceCapture.standardError.hasPrefix("error: segue dump shows one project's model"))
    let (sources, sourcesCapture) = dump(["--sources", project, project])
    #expect(sources == .usage)
    #expect(sourcesCapture.standardError.hasPrefix("error: Unknown option '--sources'"))
    let names = DumpCommand.description.options.map(\.name)
    let shared = SimulateCommand.description.options.map(\.name)
    #expect(names.allSatisfy { $0 == "format" || shared.contains($0) })
    #expect(names.contains("project") && names.contains("target") && names.contains("packages"))
  }
}
