import StoryboardKit
import StoryboardSimulator

extension ExploreCommand {
  /// Explores one target and prints its report; the status of its run, chosen by
  /// ``SegueTool/report(_:usageReminder:console:)`` when it failed, so the other targets are
  /// still explored.
  func explore(_ target: InputTarget, console: Console) -> ExitCode {
    do throws(CommandFailure) {
      return try exploreOrThrow(target, console: console)
    } catch {
      return SegueTool.report(error.diagnostic, console: console)
    }
  }

  private func exploreOrThrow(_ target: InputTarget, console: Console) throws(CommandFailure)
    -> ExitCode
  {
    if target.navigatedStoryboards.isEmpty, !target.storyboards.isEmpty {
      console.out(
        "segue explore: the target's only storyboards are launch screens, never navigated.\n")
      return .success
    }
    let loaded = try SimulatorInputs.load(target, console: console)
    let made = Result { () throws(SimulatorError) in
      try loaded.makeSimulator(options: options, idiom: idiom)
    }
    // A watch app's storyboards are listed by the other commands; exploring them would
    // guess WatchKit's navigation, so the target is passed over, saying why.
    if case .failure(.unsupportedPlatform(let storyboard, _)) = made {
      console.out(
        "segue explore: '\(storyboard)' is a watchOS storyboard, and WatchKit's navigation is "
          + "not simulated; nothing explored.\n")
      return loaded.hasErrors ? .failure : .success
    }
    if target.isFramework, options.start == nil, case .failure(.noStartStoryboard) = made {
      console.out(
        "segue explore: the framework launches nothing and its code opens none of its "
          + "scenes; the apps that link it open them (explore one with --target and --start).\n")
      return loaded.hasErrors ? .failure : .success
    }
    let simulator = try loaded.simulator(options: options, idiom: idiom)
    let result = Result { () throws(SimulatorError) in try simulator.explore(limits: limits) }
    switch result {
    case .failure(let error):
      throw CommandFailure(error)
    case .success(let report):
      switch format {
      case .text: console.out(ExplorationText.render(report))
      case .json: console.out(ExplorationJSON.render(report).rendered() + "\n")
      }
      return loaded.hasErrors ? .failure : .success
    }
  }
}
