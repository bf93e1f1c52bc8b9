import StoryboardKit

/// Why a scene could not be instantiated: it would contain itself, or it makes too many
/// controllers (containers and embeds that multiply).
package struct InstantiationError: Error, Sendable, Hashable, DiagnosticConvertible {
  package enum Kind: Sendable, Hashable {
    case cycle
    case tooLarge(limit: Int)
  }

  package var kind: Kind
  /// The scene being instantiated when it happened.
  package var scene: String
  package var place: StoryboardLocation

  /// The error a launch reports.
  package var simulatorError: SimulatorError {
    switch kind {
    case .cycle: .containmentCycle(scene: scene, at: place)
    case .tooLarge(let limit): .hierarchyTooLarge(scene: scene, limit: limit, at: place)
    }
  }

  /// The reason a step reports.
  package var sentence: String {
    switch kind {
    case .cycle:
      "Instantiating \(scene) would make it contain itself through its relationship or embed "
        + "segues."
    case .tooLarge(let limit):
      "Instantiating \(scene) makes more than \(limit) controllers at once."
    }
  }

  package var diagnostic: Diagnostic { simulatorError.diagnostic }
}
