import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// Tests/Fixtures/Project's PhoneApp and MacApp both compile Shared/Platform.swift, and only the
/// phone app copies LaunchScreen.storyboard, whose scene has the identifier "Launch". OpenFind's
/// Settings target compiles `ToolbarController.swift` without `ToolbarContent.storyboard`: the
/// storyboard's name in it was taken as another target's, but its scene's identifier was
/// reported as in no storyboard.
@Suite struct SharedFileIdentifierTests {
  @Test func anIdentifierOfAnotherTargetsStoryboardInASharedFileIsNotReported() throws {
    let copy = try TemporaryDirectory()
    defer { copy.remove() }
    try FileManager.default.copyItem(
      atPath: Snapshot.fixture("Project"), toPath: copy.path + "/App")
    let shared = copy.path + "/App/Shared/Platform.swift"
    let text = try String(contentsOfFile: shared, encoding: .utf8)
    let added = """

      func openLaunch() -> AnyObject {
        UIStoryboard(name: "LaunchScreen", bundle: nil)
          .instantiateViewController(withIdentifier: "Launch")
      }
      func openMissing() -> AnyObject {
        UIStoryboard(name: "LaunchScreen", bundle: nil)
          .instantiateViewController(withIdentifier: "Missing")
      }

      """
    try (text + added).write(toFile: shared, atomically: true, encoding: .utf8)
    let captured = CapturedConsole()
    _ = SegueTool.run(["lint", copy.path + "/App"], console: captured.console)
    let out = captured.standardOutput
    #expect(!out.contains("storyboard identifier 'Launch'"))
    // An identifier no target's storyboard has is still one.
    #expect(out.contains("storyboard identifier 'Missing'"))
  }
}
