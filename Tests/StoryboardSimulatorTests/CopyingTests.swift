import HeadlessNavigation
import Testing

@testable import StoryboardSimulator

/// The explorer tries each step on a copy of a state instead of replaying the steps to it: a
/// copy must be the state, and a step must do on it what it does after a replay.
@MainActor
@Suite struct CopyingTests {
  nonisolated static let fixtures = [
    "TabsAndNavigation", "ModalChain", "ShowFromPresented", "UnwindAcrossPresentations",
    "Embed", "ReferenceAsTab", "ShowDetail", "Popover", "PushDetail", "CustomSegue",
  ]

  @Test(arguments: fixtures, SimulatedIdiom.allCases)
  func aStepOnACopyDoesWhatItDoesAfterAReplay(fixture: String, idiom: SimulatedIdiom) throws {
    let simulator = try SimulatorFixture.simulator(fixture, idiom: idiom)
    let explorer = Explorer(simulator: simulator, limits: ExplorationLimits())
    let report = try simulator.explore()
    var compared = 0
    for scene in report.reachedScenes {
      let original = try simulator.launch()
      try original.perform(scene.steps)
      let copy = try #require(original.copy())
      #expect(copy.stateKey() == original.stateKey())
      #expect(copy.state == original.state)
      for candidate in explorer.candidateSteps(original) {
        let replayed = try simulator.launch()
        try replayed.perform(scene.steps)
        let copied = try #require(original.copy())
        let onCopy = try? copied.run(candidate.step)
        let onReplay = try? replayed.run(candidate.step)
        #expect(onCopy == onReplay, "\(scene.steps) then \(candidate.step)")
        #expect(copied.stateKey() == replayed.stateKey())
        compared += 1
      }
    }
    // On a phone the PushDetail split view shows only its primary, which has no segue.
    #expect(compared > 0 || (fixture == "PushDetail" && idiom == .phone))
  }
}
