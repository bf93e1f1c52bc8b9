import StoryboardKit
import StoryboardSimulator

extension ExploreCommand {
  /// Explores one target and prints its report; the status of its run.
  func explore(_ target: InputTarget, console: Console) -> ExitCode {
    if target.navigatedStoryboards.isEmpty, !target.storyboards.isEmpty {
      console.out(
        "segue explore: the target's only storyboards are launch screens, never navigated.\n")
      return .success
    }
    guard let loaded = SimulatorInputs.load(target, console: console) else { return .usage }
    if target.isFramework, options.start == nil,
      case .failure(.noStartStoryboard) = Result(
        catching: { () throws(SimulatorError) in
          try loaded.makeSimulator(options: options, idiom: idiom)
        })
    {
      console.out(
        "segue explore: the framework launches nothing and its code opens none of its "
          + "scenes; the apps that link it open them (explore one with --target and --start).\n")
      return loaded.hasErrors ? .failure : .success
    }
    let made = loaded.simulator(options: options, idiom: idiom, console: console)
    guard let simulator = made.simulator else { return made.failure }
    let limits = limits
    let result = MainActorBridge.run { () -> Result<ExplorationReport, SimulatorError> in
      Result { () throws(SimulatorError) in try simulator.explore(limits: limits) }
    }
    switch result {
    case .failure(let error):
      console.errorLine(error.description)
      return .failure
    case .success(let report):
      switch format {
      case .text: console.out(ExplorationText.render(report))
      case .json: console.out(ExplorationJSON.render(report).rendered() + "\n")
      }
      return loaded.hasErrors ? .failure : .success
    }
  }
}
