/// An app explored from every entry point: from the launch (when the launch rule chose a
/// storyboard), then from each scene the code opens that no earlier exploration showed, each
/// within the same limits, merged into one report.
struct AppExploration {
  let app: SimulatedApp
  let limits: ExplorationLimits

  func run() throws(SimulatorError) -> ExplorationReport {
    var merged: ExplorationReport?
    if app.start != nil {
      merged = try Explorer(app: app, limits: limits).run()
    }
    let model = app.model
    var reached = Set(merged?.reachedScenes.map(\.scene.node) ?? [])
    for entry in app.codeEntries.entries {
      let node = model.scenes[entry.scene].node
      guard !reached.contains(node) else { continue }
      let start = StartStoryboard(name: model.scenes[entry.scene].name, scene: entry.scene)
      let entryApp = SimulatedApp(model: model, start: start, idiom: app.idiom)
      // A scene that cannot be instantiated stays unreached; its storyboard says why.
      guard
        var report = try? Explorer(app: entryApp, limits: limits, origin: entry.origin).run()
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
    guard let merged else { throw app.noStart }
    return merged
  }
}
