import StoryboardSimulator
import Testing

/// The inputs of `Tests/Fixtures/Simulator/Fuzz`, which the pipeline fuzzer found.
@MainActor
@Suite struct FuzzFindingTests {
  @Test func aStateSpaceThatGrowsWithDepthStopsAtTheLimits() throws {
    let simulator = try SimulatorFixture.simulator("Fuzz/DeepStates")
    let limits = ExplorationLimits(depth: 6, maxStates: 20_000)
    let clock = ContinuousClock()
    var report: ExplorationReport?
    let elapsed = try clock.measure { report = try simulator.explore(limits: limits) }
    let explored = try #require(report)
    #expect(explored.deepestStep == 6)
    #expect(explored.statesAtDepthLimit > 0)
    #expect(!explored.stoppedAtStateCap)
    #expect(explored.statesExplored <= limits.maxStates)
    // Bounded work, not a hang: seconds even in a debug build on a busy machine.
    #expect(elapsed < .seconds(60))
    let again = try simulator.explore(limits: limits)
    #expect(again.statesExplored == explored.statesExplored)
    #expect(again.reachedScenes == explored.reachedScenes)
  }
}
