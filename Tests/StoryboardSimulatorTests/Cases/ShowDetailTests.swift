import HeadlessNavigation
import StoryboardSimulator
import Testing

/// `showDetail` replaces the detail of an expanded split view and pushes in a collapsed one.
@MainActor
@Suite struct ShowDetailTests {
  @Test func expandedItReplacesTheSecondaryColumn() throws {
    let simulation = try SimulatorFixture.launch("ShowDetail", idiom: .pad)
    #expect(simulation.state.visible == "MessageViewController")
    let outcome = try simulation.perform("ShowMessage")
    #expect(
      outcome.events.last == .showedDetail("UINavigationController", in: "UISplitViewController"))
    #expect(simulation.state.root.role == .split(collapsed: false))
    #expect(
      simulation.state.navigationStacks == [["InboxViewController"], ["MessageViewController"]])
  }

  @Test func collapsedItPushesOntoThePrimaryStack() throws {
    let simulation = try SimulatorFixture.launch("ShowDetail", idiom: .phone)
    #expect(simulation.state.visible == "InboxViewController")
    let outcome = try simulation.perform("ShowMessage")
    #expect(
      outcome.events.last == .pushed("UINavigationController", onto: "UINavigationController"))
    #expect(simulation.state.visible == "MessageViewController")
    #expect(simulation.state.root.role == .split(collapsed: true))
    try simulation.perform("back")
    #expect(simulation.state.visible == "InboxViewController")
  }
}
