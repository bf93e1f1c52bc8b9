import StoryboardKit
import StoryboardSimulator
import Testing

/// Segues without an identifier, which steps name by their XML id: the report says what each
/// such step performs.
@MainActor
@Suite struct UnnamedSeguesTests {
  @Test func theReportNamesTheSegueOfEveryStepThatIsAnID() throws {
    let report = try SimulatorFixture.simulator("UnnamedSegues").explore()
    let named = report.seguesNamedByID
    // In storyboard order; the failing custom segue's own step is among them.
    #expect(
      named.map(\.step) == ["Tz2-9r-QxE", "Pe8-Lc-4Yh", "Wq7-uP-3Lb", "Cu1-st-0mX", "Sh3-ow-7Md"])
    let settings = try #require(named.first { $0.step == "Pe8-Lc-4Yh" })
    #expect(settings.kind == .presentation)
    #expect(settings.source == "HomeViewController")
    #expect(settings.destination == .scene("SettingsViewController", storyboard: "Settings"))
    let place = try SimulatorFixture.place("UnnamedSegues", of: "id=\"Pe8-Lc-4Yh\"")
    #expect(settings.place.description == place)
    #expect(settings.identifier == nil)
    // The banner's `Open` is shadowed by the home's, so its step is its id.
    let banner = try #require(named.first { $0.step == "Wq7-uP-3Lb" })
    #expect(banner.identifier == "Open")
    #expect(banner.destination == .scene("NewsViewController", storyboard: nil))
  }

  @Test func everyReachedScenesStepsReplay() throws {
    let simulator = try SimulatorFixture.simulator("UnnamedSegues")
    let report = try simulator.explore()
    for reached in report.reachedScenes {
      let simulation = try simulator.launch()
      _ = try simulation.perform(reached.steps)
    }
  }

  @Test func aReferenceOutsideTheInputsLeadsToThatStoryboard() throws {
    let report = try StoryboardSimulator(
      contentsOf: [SimulatorFixture.path("UnnamedSegues") + "/Main.storyboard"]
    ).explore()
    let settings = try #require(report.seguesNamedByID.first { $0.step == "Pe8-Lc-4Yh" })
    #expect(settings.destination == .storyboard("Settings"))
  }
}
