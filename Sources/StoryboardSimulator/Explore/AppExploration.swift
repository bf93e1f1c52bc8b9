/// An app explored from every entry point: from the launch (when the launch rule chose a
/// storyboard), then from each scene the code opens that no earlier exploration showed, each
/// within the same limits, merged into one report.
struct AppExploration {
  let simulator: StoryboardSimulator
  let limits: ExplorationLimits

  func run() throws(SimulatorError) -> ExplorationReport {
    var merged: ExplorationReport?
    if simulator.start != nil {
      merged = try Explorer(simulator: simulator, limits: limits).run()
    }
    let model = simulator.model
    var reached = Set(merged?.reachedScenes.map(\.scene.node) ?? [])
    for entry in simulator.codeEntries.entries {
      let node = model.scenes[entry.scene].node
      guard !reached.contains(node) else { continue }
      let start = StartStoryboard(name: model.scenes[entry.scene].name, scene: entry.scene)
      let entrySimulator = StoryboardSimulator(
        model: model, start: start, options: simulator.options)
      // A scene that cannot be instantiated stays unreached; its storyboard says why.
      guard
        var report = try? Explorer(simulator: entrySimulator, limits: limits, origin: entry.origin)
          .run()
      else { continue }
      reached.formUnion(report.reachedScenes.map(\.scene.node))
      if var base = merged {
        base.merge(report)
        merged = base
      } else {
        report.startStoryboard = nil
        merged = report
      }
    }
    guard let merged else {
      throw .noStartStoryboard(candidates: StartStoryboard.candidates(in: model.graph))
    }
    return merged
  }
}
