import HeadlessNavigation
import StoryboardSimulator
import Testing

/// Unwinding from a pushed controller inside a presented navigation controller, back to a
/// controller below the presentation and a push.
@MainActor
@Suite struct UnwindTests {
  @Test func anUnwindDismissesThenPops() throws {
    let simulation = try SimulatorFixture.launch("UnwindAcrossPresentations", sources: true)
    #expect(!simulation.unwindActionsAssumed)
    try simulation.perform(["ShowItem", "Edit", "ShowOptions"])
    #expect(simulation.state.visible == "OptionsViewController")
    let done = try simulation.perform("Done")
    #expect(done.segue?.destination == "ListViewController")
    #expect(
      done.events == [
        .prepared(segue: "Done", destination: "ListViewController"),
        .dismissed("UINavigationController", by: "UINavigationController"),
        .popped("ItemViewController", from: "UINavigationController"),
      ])
    #expect(simulation.state.visible == "ListViewController")
    #expect(simulation.state.presented == 0)
  }

  @Test func theActionIsFoundOnASuperclassFromTheSources() throws {
    let report = try SimulatorFixture.simulator("UnwindAcrossPresentations", sources: true)
      .explore()
    #expect(report.unwindsWithoutDestination.isEmpty)
    #expect(!report.unwindActionsAssumed)
  }

  @Test func anUnwindNobodyImplementsFailsNamingTheSegue() throws {
    let simulation = try SimulatorFixture.launch("UnwindNobodyImplements", sources: true)
    try simulation.perform(["ShowItem", "Edit", "ShowOptions"])
    let place = try SimulatorFixture.place("UnwindNobodyImplements", of: "id=\"unwind-done\"")
    do {
      try simulation.perform("Done")
      Issue.record("nothing implements unwindToNowhere:")
    } catch {
      #expect(
        error.description
          == "\(place): error: Step 4 'Done' cannot run: No controller that the unwind from "
          + "OptionsViewController searches implements 'unwindToNowhere:', so the segue finds "
          + "no destination (UIKit would drop it).")
    }
    #expect(simulation.state.visible == "OptionsViewController")
  }

  @Test func explorationReportsItOnEveryPath() throws {
    let report = try SimulatorFixture.simulator("UnwindNobodyImplements", sources: true).explore()
    let finding = try #require(report.unwindsWithoutDestination.first)
    #expect(report.unwindsWithoutDestination.count == 1)
    #expect(finding.name == "Done")
    #expect(finding.steps == ["ShowItem", "Edit", "ShowOptions", "Done"])
    #expect(finding.onEveryPath)
  }

  @Test func withoutSourcesEveryCustomClassIsAssumedToImplementIt() throws {
    let simulator = try SimulatorFixture.simulator("UnwindNobodyImplements")
    #expect(simulator.unwindActionsAssumed)
    let simulation = try simulator.launch()
    try simulation.perform(["ShowItem", "Edit", "ShowOptions"])
    // The first custom class the search meets: the controller below the source in its own
    // navigation stack.
    let done = try simulation.perform("Done")
    #expect(done.segue?.destination == "EditViewController")
    #expect(done.events.last == .popped("OptionsViewController", from: "UINavigationController"))
  }
}
