import HeadlessNavigation
import StoryboardSimulator
import Testing

/// `show` from a controller presented without a navigation controller presents once more.
@MainActor
@Suite struct ShowFromPresentedTests {
  @Test func showOutsideNavigationPresentsModally() throws {
    let simulation = try SimulatorFixture.launch("ShowFromPresented")
    try simulation.perform("Present")
    let more = try simulation.perform("More")
    #expect(more.presentedModally)
    #expect(more.segue?.source == "DetailViewController")
    #expect(
      more.events.last
        == .presented("MoreViewController", by: "DetailViewController", style: .automatic))
    #expect(simulation.state.presented == 2)
  }

  @Test func theSameIdentifierOnTheHomeScreenPushes() throws {
    let simulation = try SimulatorFixture.launch("ShowFromPresented")
    let more = try simulation.perform("More")
    #expect(!more.presentedModally)
    #expect(simulation.state.navigationStacks == [["HomeViewController", "MoreViewController"]])
  }

  @Test func explorationFindsTheShowThatPresentsOnEveryPath() throws {
    let report = try SimulatorFixture.simulator("ShowFromPresented").explore()
    let place = try SimulatorFixture.place("ShowFromPresented", of: "id=\"show-more\"")
    #expect(report.showsPresentingModally.map(\.place.description) == [place])
    #expect(report.showsPresentingModally.first?.steps == ["Present", "More"])
    #expect(report.showsPresentingModally.first?.onEveryPath == true)
  }
}
