import HeadlessNavigation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// `--custom-segue CLASS=KIND` tells `simulate` and `explore` what a custom segue class does.
@Suite struct CustomSegueOptionTests {
  static let fixture = SimulateCommandTests.fixtures + "/CustomSegue"

  @Test func withoutABehaviourTheCustomSegueCannotRunAndTheMessageSaysHow() {
    let (status, _, err) = SimulateCommandTests.run([Self.fixture, "--steps", "Fade"])
    #expect(status == .failure)
    #expect(err.contains("The custom segue class 'FadeSegue' has no known behaviour"))
    #expect(err.contains("--custom-segue FadeSegue=show"))
  }

  @Test func aBehaviourMakesItRunAsThatKind() {
    let (status, out, err) = SimulateCommandTests.run([
      Self.fixture, "--steps", "Fade", "--custom-segue", "FadeSegue=presentation:fullScreen",
    ])
    #expect(status == .success, "\(err)")
    #expect(out.contains("NextViewController"))
    #expect(out.contains("fullScreen"))
  }

  @Test func exploreTakesTheOptionToo() {
    let capture = CapturedConsole()
    let without = SegueTool.run(["explore", Self.fixture], console: capture.console)
    #expect(without == .success)
    #expect(capture.standardOutput.contains("segues that cannot run (1)"))
    let told = CapturedConsole()
    let with = SegueTool.run(
      ["explore", Self.fixture, "--custom-segue", "FadeSegue=show"], console: told.console)
    #expect(with == .success)
    #expect(told.standardOutput.contains("segues that cannot run: none"))
  }

  @Test(arguments: [
    ("FadeSegue=show", "FadeSegue", HeadlessSegueKind.show),
    ("FadeSegue=push", "FadeSegue", .show),
    ("App.Fade=showDetail", "App.Fade", .showDetail),
    ("FadeSegue=presentation", "FadeSegue", .presentation(.automatic)),
    ("FadeSegue=modal", "FadeSegue", .presentation(.automatic)),
    ("FadeSegue=presentation:overCurrentContext", "FadeSegue", .presentation(.overCurrentContext)),
    ("FadeSegue=popoverPresentation", "FadeSegue", .popoverPresentation),
    ("MyPushDetail=pushDetail", "MyPushDetail", .pushDetail),
  ])
  func aValueNamesTheClassAndItsKind(value: String, name: String, kind: HeadlessSegueKind) throws {
    let (parsedName, parsedKind) = try CustomSegueArgument.parse(value)
    #expect(parsedName == name)
    #expect(parsedKind == kind)
  }

  @Test(arguments: [
    ("FadeSegue", "'FadeSegue' is not a value of '--custom-segue'; expected CLASS=KIND"),
    ("=show", "'=show' is not a value of '--custom-segue'"),
    ("FadeSegue=", "'FadeSegue=' is not a value of '--custom-segue'"),
    ("FadeSegue=fade", "'fade' is not a segue kind of '--custom-segue'. Expected show, showDetail"),
    ("FadeSegue=shwo", "'shwo' is not a segue kind of '--custom-segue'. Did you mean 'show'?"),
    ("FadeSegue=show:fullScreen", "only presentation takes a style"),
    ("FadeSegue=presentation:drawer", "'drawer' is not a presentation style of '--custom-segue'"),
  ])
  func aMalformedValueIsAUsageErrorThatSaysWhatWasExpected(value: String, message: String) {
    #expect {
      try CustomSegueArgument.parse(value)
    } throws: { error in
      (error as? UsageError)?.description.contains(message) == true
    }
  }

  @Test func oneClassGivenTwoKindsIsAUsageError() throws {
    #expect(throws: UsageError.self) {
      try CustomSegueArgument.behaviours(["FadeSegue=show", "FadeSegue=showDetail"])
    }
    #expect(try CustomSegueArgument.behaviours(["FadeSegue=show", "FadeSegue=push"]).count == 1)
  }
}
