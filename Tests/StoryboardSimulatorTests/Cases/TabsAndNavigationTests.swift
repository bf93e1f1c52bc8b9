import HeadlessNavigation
import StoryboardSimulator
import Testing

/// A tab bar whose tabs are navigation controllers: each tab keeps its own stack.
@MainActor
@Suite struct TabsAndNavigationTests {
  @Test func eachTabKeepsItsStack() throws {
    let simulation = try SimulatorFixture.launch("TabsAndNavigation")
    #expect(simulation.state.visible == "FeedViewController")
    try simulation.perform("ShowPost")
    #expect(simulation.state.visible == "PostViewController")
    let tab = try simulation.perform("tab:1")
    #expect(tab.events == [.selectedTab("UINavigationController", in: "UITabBarController")])
    #expect(simulation.state.visible == "ProfileViewController")
    try simulation.perform(["ShowSettings", "tab:0"])
    #expect(simulation.state.visible == "PostViewController")
    #expect(
      simulation.state.navigationStacks == [
        ["FeedViewController", "PostViewController"],
        ["ProfileViewController", "SettingsViewController"],
      ])
    let back = try simulation.perform("back")
    #expect(back.events == [.popped("PostViewController", from: "UINavigationController")])
    #expect(simulation.state.visible == "FeedViewController")
  }

  @Test func aSegueOfAnotherTabIsNotOnScreen() throws {
    let simulation = try SimulatorFixture.launch("TabsAndNavigation")
    let profile = try SimulatorFixture.place("TabsAndNavigation", of: "id=\"feed\" ")
    #expect(throws: SimulatorError.self) { try simulation.perform("ShowSettings") }
    do {
      try simulation.perform("ShowSettings")
    } catch {
      #expect(
        error.description
          == "\(profile): error: Step 2 'ShowSettings' cannot run: No controller on screen or "
          + "below it (the visible one is FeedViewController) has a segue with this identifier "
          + "or id. The segue identifiers from here: ShowPost.")
    }
  }

  @Test func aMistypedStepGetsTheClosestIdentifier() throws {
    let simulation = try SimulatorFixture.launch("TabsAndNavigation")
    do {
      try simulation.perform("ShowPots")
      Issue.record("A step naming no segue ran.")
    } catch {
      #expect(
        error.description.hasSuffix(
          "has a segue with this identifier or id. Did you mean 'ShowPost'? The segue "
            + "identifiers from here: ShowPost."))
    }
  }

  @Test func tabsOutsideTheTabBarAndBackAtTheRootFail() throws {
    let simulation = try SimulatorFixture.launch("TabsAndNavigation")
    for step in ["tab:2", "back", "dismiss"] {
      #expect(throws: SimulatorError.self, "\(step)") { try simulation.perform(step) }
    }
    #expect(simulation.state.visible == "FeedViewController")
  }

  @Test func explorationReachesEveryScene() throws {
    let report = try SimulatorFixture.simulator("TabsAndNavigation").explore()
    #expect(report.isComplete)
    #expect(report.unreachedScenes.isEmpty)
    let settings = report.reachedScenes.first { $0.scene.name == "SettingsViewController" }
    #expect(settings?.steps == ["tab:1", "ShowSettings"])
    // Two tabs, each with its root or its pushed controller.
    #expect(report.statesExplored == 8)
  }
}
