import StoryboardKit

/// An exploration that its limits cut short: where it started, on which idiom, and how the
/// bound was hit. Lint reports each, so that a segue beyond the bound is known to be judged by
/// the static reading rather than by a path.
package struct ExplorationBound: Sendable, Hashable {
  /// How the start is named in findings: the launch storyboard's name, or a scene and how
  /// code opens it.
  package var start: String
  /// The storyboard the start is in, and where the start scene is written.
  package var place: StoryboardLocation
  package var idiom: SimulatedIdiom
  package var limits: ExplorationLimits
  /// How many states the exploration kept.
  package var statesExplored: Int
  /// Whether it stopped at ``ExplorationLimits/maxStates``.
  package var stoppedAtStateCap: Bool
  /// How many states lay at the depth limit, not expanded.
  package var statesAtDepthLimit: Int

  /// The bound as a sentence: `stopped at 1,000 states` or `left 12 states at depth 8`.
  package var explanation: String {
    var parts: [String] = []
    if stoppedAtStateCap { parts.append("stopped at its cap of \(limits.maxStates) states") }
    if statesAtDepthLimit > 0 {
      parts.append(
        "left \(statesAtDepthLimit) state\(statesAtDepthLimit == 1 ? "" : "s") unexpanded at "
          + "its depth limit of \(limits.depth) steps")
    }
    return parts.joined(separator: " and ")
  }
}
