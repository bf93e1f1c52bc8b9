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
    let loaded = try AppInput.load(target, console: console)
    let made = Result { () throws(SimulatorError) in
      try loaded.simulator(options: options, idiom: idiom)
    }
    // A watch app's storyboards are listed by the other commands; exploring them would
    // guess WatchKit's navigation, so the target is passed over, saying why.
    if case .failure(.unsupportedPlatform(let storyboard, _)) = made {
      return .passedOver(
        "'\(storyboard)' is a watchOS storyboard, and WatchKit's navigation "
          + "is not simulated; nothing explored.")
    }
    // A menu bar app's storyboard holds the application scene and nothing else: its code
    // makes every window, and there is no scene to explore.
    if options.start == nil, case .failure(.noInitialController) = made,
      loaded.graph.nodes.allSatisfy({ loaded.graph[$0].kind == .application })
    {
      return .passedOver(
        "its storyboards hold only the menu bar (the application scene) and no scene: the "
          + "code makes every window; nothing to explore.")
    }
    if target.isFramework, options.start == nil, case .failure(.noStartStoryboard) = made {
      return .passedOver(
        "the framework launches nothing and its code opens none of its "
          + "scenes; the apps that link it open them (explore one with --target and --start).")
    }
    let simulator: StoryboardSimulator
    do {
      simulator = try made.get()
    } catch {
      throw CommandFailure(error)
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
