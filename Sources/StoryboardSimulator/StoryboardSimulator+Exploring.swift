import StoryboardExplorer

extension StoryboardSimulator {
  /// Explores every state reachable from the launch within `limits`, breadth first, so each
  /// scene's step list is a shortest one; then, with sources, from each scene the code opens
  /// that no earlier exploration showed, each within `limits`. Deterministic: the same
  /// storyboards and sources give the same report.
  public func explore(limits: ExplorationLimits = ExplorationLimits()) throws(SimulatorError)
    -> ExplorationReport
  {
    try app.explore(limits: limits)
  }
}
