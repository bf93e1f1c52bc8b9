import AppInputs
import SegueCommandLine
import StoryboardKit
import StoryboardSimulator

extension ExploreCommand {
  /// What exploring one target gave: its report, or the sentence that says why it was passed
  /// over.
  enum Outcome {
    case report(ExplorationReport)
    case passedOver(String)
  }

  /// Explores one target; its outcome, or nil after emitting why it failed, so the other
  /// targets are still explored.
  func explore(_ target: InputTarget, console: Console) -> Outcome? {
    do throws(CommandFailure) {
      return try exploreOrThrow(target, console: console)
    } catch {
      console.diagnostics.emit(error.diagnostic)
      return nil
    }
  }

  private func exploreOrThrow(_ target: InputTarget, console: Console) throws(CommandFailure)
    -> Outcome
  {
    if target.navigatedStoryboards.isEmpty, !target.storyboards.isEmpty {
      return .passedOver("the target's only storyboards are launch screens, never navigated.")
    }
    let simulator: StoryboardSimulator
    // A watch app's storyboards are listed by the other commands; exploring them would
    // guess WatchKit's navigation, so the target is passed over, saying why.
    switch try setup.launch(target, passingOverWatch: true, command: "explore", console: console)
    {
    case .simulator(let launched): simulator = launched
    case .passedOver(let why): return .passedOver(why)
    }
    let result = Result { () throws(SimulatorError) in try simulator.explore(limits: limits) }
    switch result {
    case .failure(let error):
      throw CommandFailure(error)
    case .success(let report):
      return .report(report)
    }
  }
}
