import AppInputs
import DeterministicOutput
import ProjectModel
import SegueCommandLine
import StoryboardKit
import StoryboardSimulator

/// `segue explore --format json`: the bounds and every finding, as one object.
enum ExplorationJSON {
  static func render(_ report: ExplorationReport) -> JSONValue {
    .object([
      ("start", .optional(report.startStoryboard)),
      ("idiom", .string(report.idiom.rawValue)),
      ("unwindActionsAssumed", .bool(report.unwindActionsAssumed)),
      ("depthLimit", .int(report.limits.depth)),
      ("stateCap", .int(report.limits.maxStates)),
      ("states", .int(report.statesExplored)),
      ("deepestStep", .int(report.deepestStep)),
      ("statesAtDepthLimit", .int(report.statesAtDepthLimit)),
      ("stoppedAtStateCap", .bool(report.stoppedAtStateCap)),
      ("complete", .bool(report.isComplete)),
      ("explorations", .int(report.explorations)),
      ("coverage", coverage(report.coverage)),
      (
        "reachedScenes",
        .array(
          report.reachedScenes.map {
            .object(
              scene($0.scene) + origin($0.origin)
                + [("steps", .array($0.steps.map(JSONValue.string)))]
                + ($0.shownIn.map { [("shownIn", JSONValue.string($0))] } ?? []))
          })
      ),
      ("unreachedScenes", .array(report.unreachedScenes.map { .object(scene($0)) })),
      ("unwindsWithoutDestination", .array(report.unwindsWithoutDestination.map(finding))),
      ("showsPresentingModally", .array(report.showsPresentingModally.map(finding))),
      ("adaptedPopovers", .array(report.adaptedPopovers.map(finding))),
      ("segueFailures", .array(report.segueFailures.map(finding))),
    ])
  }

  private static func coverage(_ coverage: ExplorationCoverage) -> JSONValue {
    .object([
      ("scenes", .int(coverage.scenes)), ("fromLaunch", .int(coverage.fromLaunch)),
      ("fromCode", .int(coverage.fromCode)), ("assumedFromCode", .int(coverage.assumedFromCode)),
      ("unreached", .int(coverage.unreached)),
    ])
  }

  /// Where the exploration of a path started: `from`, and for code the place that opens it.
  private static func origin(_ origin: SceneOrigin) -> [(String, JSONValue)] {
    switch origin {
    case .launch: [("from", .string("launch"))]
    case .code(let place): [("from", .string("code")), ("openedAt", .string(place))]
    case .assumedFromCode(let place):
      [("from", .string("assumedFromCode")), ("becauseOf", .string(place))]
    case .menu(let place): [("from", .string("menu")), ("segueAt", .string(place))]
    }
  }

  private static func scene(_ scene: SceneReference) -> [(String, JSONValue)] {
    [("controller", .string(scene.name)), ("at", .string(scene.place.description))]
  }

  private static func finding(_ finding: SegueFinding) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("segue", .string(finding.name)), ("kind", .string(finding.kind.rawValue)),
      ("at", .string(finding.place.description)), ("source", .string(finding.source)),
    ]
    members += origin(finding.origin)
    members += [
      ("steps", .array(finding.steps.map(JSONValue.string))),
      ("onEveryPath", .bool(finding.onEveryPath)),
    ]
    if let reason = finding.reason { members.append(("reason", .string(reason))) }
    return .object(members)
  }
}
