import SegueCommandLine
import StoryboardSimulator

/// `segue simulate --format text`: a header, then the launch's state and each step's events
/// and state.
enum SimulationText {
  static func render(_ run: SimulationRun, simulator: StoryboardSimulator) -> String {
    var text =
      "segue simulate: \(simulator.startStoryboard ?? "(no initial scene at launch)") on a \(simulator.options.idiom.rawValue)"
    if simulator.unwindActionsAssumed {
      text += "; no --sources: every custom class is assumed to implement every unwind action"
    }
    text += "\n"
    guard let launch = run.launch else { return text }
    text += "launch\n" + StateText.render(launch, indent: "  ")
    for (index, step) in run.steps.enumerated() {
      text += "step \(index + 1): \(step.text)"
      if let segue = step.outcome.segue {
        let name = segue.identifier.map { "'\($0)'" } ?? "id \(segue.id ?? "?")"
        text += " — \(segue.kind) segue \(name) from \(segue.source), \(segue.place)"
      }
      text += "\n"
      if step.outcome.events.isEmpty {
        text += "  events: none\n"
      } else {
        text += "  events:\n" + step.outcome.events.map { "    \($0)\n" }.joined()
      }
      if step.outcome.presentedModally {
        text += "  note: no navigation controller handled the show, so it presented modally\n"
      }
      if step.outcome.adaptedPopover {
        text += "  note: the popover adapted to a sheet in compact width\n"
      }
      text += StateText.render(step.state, indent: "  ")
    }
    return text
  }
}
