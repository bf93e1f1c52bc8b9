import StoryboardKit
import StoryboardSimulator

/// `segue explore --format json`: the bounds and every finding, as one object.
enum ExplorationJSON {
  static func render(_ report: ExplorationReport) -> JSONValue {
    .object([
      ("start", .string(report.startStoryboard)),
      ("idiom", .string(report.idiom.rawValue)),
      ("unwindActionsAssumed", .bool(report.unwindActionsAssumed)),
      ("depthLimit", .int(report.limits.depth)),
      ("stateCap", .int(report.limits.maxStates)),
      ("states", .int(report.statesExplored)),
      ("deepestStep", .int(report.deepestStep)),
      ("statesAtDepthLimit", .int(report.statesAtDepthLimit)),
      ("stoppedAtStateCap", .bool(report.stoppedAtStateCap)),
      ("complete", .bool(report.isComplete)),
      (
        "reachedScenes",
        .array(
          report.reachedScenes.map {
            .object(scene($0.scene) + [("steps", .array($0.steps.map(JSONValue.string)))])
          })
      ),
      ("unreachedScenes", .array(report.unreachedScenes.map { .object(scene($0)) })),
      ("unwindsWithoutDestination", .array(report.unwindsWithoutDestination.map(finding))),
      ("showsPresentingModally", .array(report.showsPresentingModally.map(finding))),
      ("adaptedPopovers", .array(report.adaptedPopovers.map(finding))),
      ("segueFailures", .array(report.segueFailures.map(finding))),
    ])
  }

  private static func scene(_ scene: SceneReference) -> [(String, JSONValue)] {
    [("controller", .string(scene.name)), ("at", .string(scene.place.description))]
  }

  private static func finding(_ finding: SegueFinding) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("segue", .string(finding.name)), ("kind", .string(finding.kind.rawValue)),
      ("at", .string(finding.place.description)), ("source", .string(finding.source)),
      ("steps", .array(finding.steps.map(JSONValue.string))),
      ("onEveryPath", .bool(finding.onEveryPath)),
    ]
    if let reason = finding.reason { members.append(("reason", .string(reason))) }
    return .object(members)
  }
}
