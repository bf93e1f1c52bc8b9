import HeadlessNavigation
import StoryboardSimulator
import Testing

/// Container views: the embedded children are the parent's children, on screen with it, and
/// searched for segues and unwind actions.
@MainActor
@Suite struct EmbedTests {
  @Test func embeddedChildrenAreChildrenButNotTheVisibleController() throws {
    let simulation = try SimulatorFixture.launch("Embed", sources: true)
    let state = simulation.state
    #expect(state.visible == "DashboardViewController")
    let dashboard = try #require(state.root.children.first)
    #expect(dashboard.children.map(\.name) == ["HeaderViewController", "FooterViewController"])
  }

  @Test func anEmbeddedChildsSeguePushesOntoTheParentsStack() throws {
    let simulation = try SimulatorFixture.launch("Embed", sources: true)
    let outcome = try simulation.perform("ShowProfile")
    #expect(outcome.segue?.source == "HeaderViewController")
    #expect(
      simulation.state.navigationStacks == [["DashboardViewController", "ProfileViewController"]])
  }

  @Test func anUnwindFindsTheActionInAnEmbeddedChild() throws {
    let simulation = try SimulatorFixture.launch("Embed", sources: true)
    try simulation.perform("ShowProfile")
    let close = try simulation.perform("Close")
    #expect(close.segue?.destination == "FooterViewController")
    #expect(close.events.last == .popped("ProfileViewController", from: "UINavigationController"))
    #expect(simulation.state.visible == "DashboardViewController")
  }
}
