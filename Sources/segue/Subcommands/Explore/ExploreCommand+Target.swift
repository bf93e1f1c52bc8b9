import AppInputs
import SegueCommandLine
import StoryboardKit
import StoryboardSimulator

extension ExploreCommand {
  /// The report of exploring `target`, in the command's format, or why it is passed over; its
  /// failure when it cannot be explored.
  func report(_ target: InputTarget, console: Console) throws(CommandFailure)
    -> TargetReports.Report
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
    let report: ExplorationReport
    do {
      report = try simulator.explore(limits: limits)
    } catch {
      throw CommandFailure(error)
    }
    return switch format {
    case .text: .text(ExplorationText.render(report))
    case .json: .json(ExplorationJSON.render(report))
    }
  }
}
