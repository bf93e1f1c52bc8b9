import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

@Suite struct SimulateCommandTests {
  static let fixtures = Snapshot.fixture("Simulator")

  /// Runs `segue simulate` with `arguments`; paths in the output are relative to the fixtures.
  static func run(_ arguments: [String]) -> (ExitCode, out: String, err: String) {
    CapturedConsole.run(["simulate"] + arguments, stripping: fixtures)
  }

  @Test func printsTheLaunchAndEachStepAsATree() {
    let (status, out, err) = Self.run([
      Self.fixtures + "/UnwindAcrossPresentations", "--sources",
      Self.fixtures + "/UnwindAcrossPresentations/Sources", "--steps",
      "ShowItem,Edit,ShowOptions,Done",
    ])
    #expect(status == .success)
    #expect(err.isEmpty)
    Snapshot.assertMatches(out, "Simulate/UnwindAcrossPresentations.txt")
  }

  @Test func printsOneJSONObjectWithVisibleAndPresentedInEveryState() throws {
    let (status, out, _) = Self.run([
      Self.fixtures + "/PushDetail", "--idiom", "pad", "--steps", "ShowMenu,InsertShape",
      "--format", "json",
    ])
    #expect(status == .success)
    Snapshot.assertMatches(out, "Simulate/PushDetail.json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let launch = try #require(object["launch"] as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(launch["visible"] as? String == "CanvasViewController")
    #expect(steps.map { $0["step"] as? String } == ["ShowMenu", "InsertShape"])
    #expect(
      steps.map { $0["visible"] as? String } == ["InsertMenuViewController", "ShapeViewController"])
    #expect(steps.map { $0["presented"] as? Int } == [1, 0])
  }

  @Test func aFailingStepExitsOneAfterTheStatesBeforeIt() {
    let (status, out, err) = Self.run([
      Self.fixtures + "/UnwindNobodyImplements", "--sources",
      Self.fixtures + "/UnwindNobodyImplements/Sources", "--steps",
      "ShowItem,Edit,ShowOptions,Done,ShowItem",
    ])
    #expect(status == .failure)
    #expect(out.contains("step 3: ShowOptions"))
    #expect(!out.contains("step 4"))
    #expect(
      err.hasPrefix(
        "UnwindNobodyImplements/Main.storyboard:55:33: error: Step 4 'Done' cannot run: No "
          + "controller that the unwind from OptionsViewController searches implements "
          + "'unwindToNowhere:'"))
  }

  @Test func theJSONOfAFailedRunHoldsTheError() throws {
    let (status, out, _) = Self.run([
      Self.fixtures + "/TabsAndNavigation", "--steps", "ShowSettings", "--format", "json",
    ])
    #expect(status == .failure)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect((object["steps"] as? [Any])?.isEmpty == true)
    #expect((object["error"] as? String)?.contains("Step 1 'ShowSettings' cannot run") == true)
  }

  @Test(arguments: [
    ["--idiom", "watch"], ["--format", "yaml"], ["--steps", "A", "--steps", "B"], [],
  ])
  func usageErrorsExit64(arguments: [String]) {
    let paths = arguments.isEmpty ? [] : [Self.fixtures + "/ModalChain"]
    #expect(Self.run(paths + arguments).0 == .usage)
  }

  @Test func aMalformedStoryboardIsALocatedErrorAndExitsOne() {
    let (status, _, err) = Self.run([Snapshot.fixture("Graph/Malformed")])
    #expect(status == .failure)
    #expect(err.contains(".storyboard:"))
    #expect(err.contains(": error: "))
  }

  /// Storyboards read as plain files, none named Main: the only one with an initial controller
  /// is launched, as a note says (wizardwar's storyboard, in no target, was an error).
  @Test func withoutMainTheOnlyStoryboardWithAnInitialControllerIsLaunchedAsANoteSays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let main = try String(
      contentsOfFile: Self.fixtures + "/ModalChain/Main.storyboard", encoding: .utf8)
    try directory.write(main, to: "One.storyboard")
    let (status, _, err) = Self.run([directory.path])
    #expect(status == .success)
    #expect(
      err.hasPrefix(
        "note: No storyboard is named Main and no Info.plist names one to launch; One, the only "
          + "storyboard with an initial view controller, is launched (choose another with "
          + "--start).\n"))
  }

  /// The launch rule picks no storyboard that is not named Main (nor named by an Info.plist)
  /// among several with an initial controller: the start must be named.
  @Test func withoutMainTheStartMustBeNamed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let main = try String(
      contentsOfFile: Self.fixtures + "/ModalChain/Main.storyboard", encoding: .utf8)
    try directory.write(main, to: "One.storyboard")
    try directory.write(main, to: "Two.storyboard")
    let (status, _, err) = Self.run([directory.path])
    #expect(status == .failure)
    #expect(
      err == "error: No storyboard is named Main and none was chosen to launch (storyboards "
        + "with an initial view controller: One, Two); name the one to launch with --start.\n")
    #expect(Self.run([directory.path, "--start", "Two"]).0 == .success)
    let (three, _, threeError) = Self.run([directory.path, "--start", "Three"])
    #expect(three == .failure)
    #expect(
      threeError
        == "error: No storyboard named 'Three' is among the inputs. The storyboards are: One, "
        + "Two.\n")
    let (typo, _, typoError) = Self.run([directory.path, "--start", "Tow"])
    #expect(typo == .failure)
    #expect(
      typoError
        == "error: No storyboard named 'Tow' is among the inputs. Did you mean 'Two'? The "
        + "storyboards are: One, Two.\n")
  }
}
