import SegueCommandLine
import StoryboardSimulator

/// What `segue simulate` prints: the state after the launch and after each step that ran, and
/// the error that stopped it.
struct SimulationRun: Sendable {
  /// One step that ran, and the state after it.
  struct StepRun: Sendable {
    var text: String
    var outcome: StepOutcome
    var state: SimulatorState
  }

  var launch: SimulatorState?
  var steps: [StepRun] = []
  var error: SimulatorError?

  /// Launches `simulator` and performs `steps` until one fails.
  @MainActor
  static func perform(_ steps: [String], on simulator: StoryboardSimulator) -> SimulationRun {
    var run = SimulationRun()
    do {
      let simulation = try simulator.launch()
      run.launch = simulation.state
      for step in steps {
        let outcome = try simulation.perform(step)
        run.steps.append(StepRun(text: step, outcome: outcome, state: simulation.state))
      }
    } catch {
      run.error = error
    }
    return run
  }
}
