import HeadlessNavigation
import StoryboardSimulator
import Testing

/// A tab that is a storyboard reference: the referenced storyboard's initial controller is the
/// tab.
@MainActor
@Suite struct ReferenceAsTabTests {
  @Test func theReferencedStoryboardsInitialControllerIsTheTab() throws {
    let simulation = try SimulatorFixture.launch("ReferenceAsTab")
    #expect(simulation.state.visible == "HomeViewController")
    try simulation.perform(["tab:1", "ShowAbout"])
    let state = simulation.state
    #expect(state.visible == "AboutViewController")
    #expect(state.navigationStacks == [["SettingsViewController", "AboutViewController"]])
    let about = try SimulatorFixture.place(
      "ReferenceAsTab", file: "Settings.storyboard", of: "id=\"about\"")
    #expect(state.visiblePlace?.description == about)
  }

  @Test func withoutTheReferencedStoryboardTheTabIsAStandIn() throws {
    let simulation = try StoryboardSimulator(
      contentsOf: [SimulatorFixture.path("ReferenceAsTab") + "/Main.storyboard"]
    ).launch()
    try simulation.perform("tab:1")
    #expect(simulation.state.visible == "(external Settings)")
    #expect(simulation.state.visiblePlace == nil)
  }
}
