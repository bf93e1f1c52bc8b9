import DeterministicOutput
import HeadlessNavigation
import SegueCommandLine
import StoryboardKit
import StoryboardSimulator

/// `segue simulate --format json`: `{"launch": STATE, "steps": [{"step": "A", …STATE}]}`, with
/// what was launched and, when a step failed, the error.
enum SimulationJSON {
  static func render(_ run: SimulationRun, simulator: StoryboardSimulator) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("start", simulator.startStoryboard.map(JSONValue.string) ?? .null),
      ("idiom", .string(simulator.options.idiom.rawValue)),
      ("unwindActionsAssumed", .bool(simulator.unwindActionsAssumed)),
      ("launch", run.launch.map { .object(StateJSON.members($0)) } ?? .null),
      ("steps", .array(run.steps.map(step))),
    ]
    if let error = run.error { members.append(("error", .string(error.description))) }
    return .object(members)
  }

  private static func step(_ step: SimulationRun.StepRun) -> JSONValue {
    var members: [(String, JSONValue)] = [("step", .string(step.text))]
    if let segue = step.outcome.segue {
      members.append(
        (
          "segue",
          .object([
            ("identifier", .optional(segue.identifier)), ("id", .optional(segue.id)),
            ("kind", .string(segue.kind.rawValue)), ("at", .string(segue.place.description)),
            ("source", .string(segue.source)), ("destination", .string(segue.destination)),
          ])
        ))
    } else {
      members.append(("segue", .null))
    }
    members.append(("events", .array(step.outcome.events.map { .string($0.description) })))
    members.append(("presentedModally", .bool(step.outcome.presentedModally)))
    members.append(("adaptedPopover", .bool(step.outcome.adaptedPopover)))
    return .object(members + StateJSON.members(step.state))
  }
}
