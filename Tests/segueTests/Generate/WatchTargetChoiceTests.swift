import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// An iOS app beside a watch app (SafeTimer, tpg offline): the watch app's storyboards give no
/// generated code, so the one target that gives some is generated for, as a note says, where
/// generate asked which target.
@Suite struct WatchTargetChoiceTests {
  @Test func aWatchAppBesideTheAppLeavesTheAppToGenerate() throws {
    let arguments = [
      "generate", "--project", Snapshot.fixture("Linked"), "--project", Snapshot.fixture("Watch"),
      "--output", "/dev/null",
    ]
    let (status, _, errors) = GenerateFixtures.run(Array(arguments.dropFirst()))
    #expect(status == .success, "\(errors)")
    #expect(
      errors.contains(
        "note: 2 targets hold storyboards, and only 'Linked/App' holds any but watchOS "
          + "storyboards and launch screens (not 'Watch/Watch App'); it is read. Choose another "
          + "with --target NAME.\n"))
    // The Run Script phase's file lists are of the target generate chose.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let capture = CapturedConsole(workingDirectory: directory.path)
    let listed = SegueTool.run(
      [
        "xcfilelists", "--project", Snapshot.fixture("Linked"), "--project",
        Snapshot.fixture("Watch"), "--output", directory.path + "/Generated/",
        "--input-list", directory.path + "/in.xcfilelist",
        "--output-list", directory.path + "/out.xcfilelist",
      ], console: capture.console)
    #expect(listed == .success, "\(capture.standardError)")
  }
}
