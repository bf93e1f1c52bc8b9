import HeadlessNavigation
import StoryboardSimulator
import Testing

/// A tvOS storyboard runs as tvOS on a TV: UIKit's show and presentation rules, and no
/// popovers or form sheets, whose segues cannot run.
@MainActor
@Suite struct TVOSTests {
  @Test func aTVOSStoryboardRunsOnATV() throws {
    let simulator = try SimulatorFixture.simulator("TVOS", idiom: .phone)
    #expect(simulator.options.idiom == .tv)
    let simulation = try simulator.launch()
    #expect(simulation.window.platform == .tvOS)
    #expect(simulation.window.horizontalSizeClass == .regular)
  }

  @Test func showPushesInANavigationControllerAndPresentsOutsideOne() throws {
    let simulation = try SimulatorFixture.launch("TVOS")
    let push = try simulation.perform("ShowEpisode")
    #expect(!push.presentedModally)
    #expect(
      simulation.state.navigationStacks == [["ShowsViewController", "EpisodeViewController"]])
    let search = try SimulatorFixture.launch("TVOS")
    try search.perform("tab:1")
    #expect(try search.perform("OpenResult").presentedModally)
  }

  @Test(arguments: ["ShowInfo", "ShowSettings"])
  func popoversAndFormSheetsCannotRun(segue: String) throws {
    let simulation = try SimulatorFixture.launch("TVOS")
    #expect(throws: SimulatorError.self) { try simulation.perform(segue) }
    let report = try SimulatorFixture.simulator("TVOS").explore()
    #expect(report.segueFailures.map(\.name).contains(segue))
    #expect(report.segueFailures.allSatisfy { $0.reason?.contains("tvOS does not have") == true })
  }

  @Test func anIOSStoryboardAskedForATVRunsOnAnIPad() throws {
    let simulator = try SimulatorFixture.simulator("Popover", idiom: .tv)
    #expect(simulator.options.idiom == .pad)
  }
}
