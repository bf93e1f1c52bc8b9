import HeadlessNavigation
import StoryboardKit
import StoryboardSimulator
import Testing

/// Which storyboard launches, and the scenes the simulator cannot instantiate.
@MainActor
@Suite struct LaunchTests {
  typealias Inline = InlineStoryboard

  @Test func theCallersChoiceThenTheInfoPlistsThenMainThenNone() throws {
    let main = try Inline.ios(
      "Main", initial: "a", Inline.scene("viewController", "a", #"customClass="A""#))
    let other = try Inline.ios(
      "Other", initial: "b", Inline.scene("viewController", "b", #"customClass="B""#))
    let none = try Inline.ios("Empty", initial: nil, Inline.scene("viewController", "c"))
    #expect(try StoryboardSimulator(documents: [other, main]).startStoryboard == "Main")
    // No storyboard named Main, none chosen: no launch, even with one initial controller.
    #expect(throws: SimulatorError.noStartStoryboard(candidates: ["Other"])) {
      try StoryboardSimulator(documents: [other, none])
    }
    let fromPlist = try StoryboardSimulator(
      documents: [main, other], options: SimulatorOptions(launchStoryboards: ["Missing", "Other"]))
    #expect(fromPlist.startStoryboard == "Other")
    let chosen = try StoryboardSimulator(
      documents: [main, other], options: SimulatorOptions(start: "Other"))
    #expect(try chosen.launch().state.visible == "B")
    #expect(throws: SimulatorError.startNotFound("Missing", among: ["Main"])) {
      try StoryboardSimulator(documents: [main], options: SimulatorOptions(start: "Missing"))
    }
    #expect(throws: SimulatorError.noStoryboards) { try StoryboardSimulator(documents: []) }
  }

  @Test func aStartWithoutInitialControllerIsALocatedError() throws {
    let none = try Inline.ios("Empty", initial: nil, Inline.scene("viewController", "c"))
    do {
      _ = try StoryboardSimulator(documents: [none], options: SimulatorOptions(start: "Empty"))
      Issue.record("Empty has no initial view controller")
    } catch {
      #expect(
        error.description
          == "Empty.storyboard:2:1: error: The storyboard 'Empty' has no initial view controller "
          + "the simulator can launch.")
    }
  }

  @Test func aSceneThatContainsItselfIsAnError() throws {
    let cycle = try Inline.ios(
      initial: "a",
      Inline.scene(
        "viewController", "a", #"customClass="Loop""#,
        #"<segue destination="a" kind="embed" id="e"/>"#))
    #expect(throws: SimulatorError.self) { try StoryboardSimulator(documents: [cycle]).launch() }
    do {
      _ = try StoryboardSimulator(documents: [cycle]).launch()
    } catch {
      #expect(
        error.description.hasSuffix(
          "error: Instantiating Loop would make it contain itself through its relationship or "
            + "embed segues."))
    }
  }

  @Test func containersThatMultiplyAreStoppedAtTheLimit() throws {
    // Each level embeds the next one twice: 2^12 controllers.
    var scenes = ""
    for level in 0..<12 {
      let next =
        "<segue destination=\"v\(level + 1)\" kind=\"embed\" id=\"a\(level)\"/>"
        + "<segue destination=\"v\(level + 1)\" kind=\"embed\" id=\"b\(level)\"/>"
      scenes += Inline.scene("viewController", "v\(level)", "", next)
    }
    scenes += Inline.scene("viewController", "v12")
    let document = try Inline.ios(initial: "v0", scenes)
    #expect(throws: SimulatorError.self) { try StoryboardSimulator(documents: [document]).launch() }
  }

  @Test func aMacWindowShowsItsContentAndTabViewsTheirTabs() throws {
    let document = try Inline.macOS(
      initial: "w",
      Inline.scene(
        "windowController", "w", "",
        #"<segue destination="t" kind="relationship" relationship="window.shadowedContentViewController" id="r1"/>"#
      )
        + Inline.scene(
          "tabViewController", "t", "",
          #"<segue destination="a" kind="relationship" relationship="tabItems" id="r2"/>"#
            + #"<segue destination="b" kind="relationship" relationship="tabItems" id="r3"/>"#)
        + Inline.scene("viewController", "a", #"customClass="General""#)
        + Inline.scene(
          "viewController", "b", #"customClass="Advanced""#,
          #"<segue destination="a" kind="sheet" identifier="More" id="s1"/>"#))
    let simulation = try StoryboardSimulator(documents: [document]).launch()
    #expect(simulation.state.visible == "General")
    #expect(simulation.state.root.name == "NSWindowController")
    #expect(simulation.state.root.role == .window)
    try simulation.perform(["tab:1", "More"])
    // An AppKit sheet, on the window (docs/AppKitSemantics.md); no longer a UIKit form sheet.
    #expect(simulation.state.presentationChain.map(\.presentationStyle) == [.sheet])
  }

  @Test func seguesThatCannotRunSayWhy() throws {
    let document = try Inline.ios(
      initial: "a",
      Inline.scene(
        "viewController", "a", #"customClass="Start""#,
        #"<segue destination="ref" kind="show" identifier="Out" id="s1"/>"#
          + #"<segue destination="nowhere" kind="show" identifier="Lost" id="s2"/>"#
          + #"<segue destination="b" kind="curl" identifier="Odd" id="s3"/>"#)
        + Inline.scene("viewController", "b")
          + """
          <scene sceneID="s-ref"><objects><viewControllerPlaceholder id="ref" storyboardName="Shop" \
          sceneMemberID="viewController"/></objects></scene>
          """)
    let simulation = try StoryboardSimulator(documents: [document]).launch()
    let reasons: [(String, SegueProblem)] = [
      ("Out", .leadsOutsideInputs(storyboard: "Shop")), ("Lost", .noDestination),
      ("Odd", .unknownKind("curl")),
    ]
    for (step, problem) in reasons {
      #expect(throws: SimulatorError.self) { try simulation.perform(step) }
      do {
        try simulation.perform(step)
      } catch {
        guard case .stepFailed(let failure) = error else {
          Issue.record("not a step failure: \(error)")
          continue
        }
        #expect(failure.reason == .segueCannotRun(problem))
        #expect(failure.place?.location.line == 5)
      }
    }
    let report = try StoryboardSimulator(documents: [document]).explore()
    #expect(report.segueFailures.map(\.name) == ["Out", "Lost", "Odd"])
    #expect(report.statesExplored == 1)
  }

  @Test func twoStoryboardsOfTheLaunchNameAreAnErrorNamingBoth() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="a"><scenes>
      \(Inline.scene("viewController", "a", #"customClass="A""#))
      </scenes></document>
      """
    let app = try StoryboardParser.parse(bytes: Array(text.utf8), path: "App/Main.storyboard")
    let demo = try StoryboardParser.parse(bytes: Array(text.utf8), path: "Demo/Main.storyboard")
    #expect(
      throws: SimulatorError.ambiguousStart(
        name: "Main", paths: ["App/Main.storyboard", "Demo/Main.storyboard"])
    ) { try StoryboardSimulator(documents: [demo, app]) }
    let chosen = try StoryboardSimulator(
      documents: [demo, app], options: SimulatorOptions(start: "Demo/Main.storyboard"))
    #expect(try chosen.launch().state.visible == "A")
  }
}
