import HeadlessNavigation
import StoryboardSimulator
import Testing

/// A presented navigation controller that presents again: a chain of two presentations.
@MainActor
@Suite struct ModalChainTests {
  @Test func eachPresentationStacksOnTheLastAndDismissUnstacksThem() throws {
    let simulation = try SimulatorFixture.launch("ModalChain")
    let compose = try simulation.perform("Compose")
    #expect(
      compose.events == [
        .prepared(segue: "Compose", destination: "UINavigationController"),
        .presented("UINavigationController", by: "UINavigationController", style: .fullScreen),
      ])
    #expect(simulation.state.presented == 1)
    let attach = try simulation.perform("Attach")
    // The presented navigation controller is the root of its level: it presents.
    #expect(
      attach.events.last
        == .presented("AttachViewController", by: "UINavigationController", style: .formSheet))
    let state = simulation.state
    #expect(state.visible == "AttachViewController")
    #expect(state.presented == 2)
    #expect(
      state.presentationChain.map(\.name) == ["UINavigationController", "AttachViewController"])
    #expect(state.presentationChain.map(\.presentationStyle) == [.fullScreen, .formSheet])

    try simulation.perform("dismiss")
    #expect(simulation.state.visible == "ComposeViewController")
    try simulation.perform("dismiss")
    #expect(simulation.state.visible == "HomeViewController")
    #expect(simulation.state.presented == 0)
    do {
      try simulation.perform("dismiss")
      Issue.record("nothing was presented")
    } catch {
      #expect(
        error.description
          == "error: Step 5 'dismiss' cannot run: Nothing is presented, so there is nothing to "
          + "dismiss.")
    }
  }

  @Test func theHomeSegueIsStillFoundBelowThePresentation() throws {
    // Code may perform a segue of a controller under a presentation; the context refuses it.
    let simulation = try SimulatorFixture.launch("ModalChain")
    try simulation.perform(["Compose", "Attach"])
    let outcome = try simulation.perform("Compose")
    #expect(
      outcome.events.last
        == .presentationRefused(
          "UINavigationController", by: "UINavigationController",
          alreadyPresenting: "UINavigationController"))
    #expect(simulation.state.presented == 2)
  }
}
