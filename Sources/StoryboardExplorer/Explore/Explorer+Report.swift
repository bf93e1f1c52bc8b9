import StoryboardKit

extension Explorer {
  /// The report of what the search saw.
  func report() -> ExplorationReport {
    let model = app.model
    var reached: [ReachedScene] = []
    var unreached: [SceneReference] = []
    // Every path the report gives, each step with the segue it performed.
    var paths: [[CandidateStep]] = []
    for (index, scene) in model.scenes.enumerated() where isScene(scene) {
      let reference = SceneReference(node: scene.node, name: scene.name, place: scene.place)
      if let node = firstShown[index] {
        let path = path(to: node)
        paths.append(path)
        reached.append(
          ReachedScene(
            scene: reference, steps: path.map(\.step.description), origin: origin,
            shownIn: firstShownIn[index]))
      } else {
        unreached.append(reference)
      }
    }
    var unwinds: [SegueFinding] = []
    var shows: [SegueFinding] = []
    var popovers: [SegueFinding] = []
    var failures: [SegueFinding] = []
    for edge in model.graph.edges {
      guard let tally = tallies[edge] else { continue }
      for end in [
        tally.firstUnwindFailure, tally.firstPresented, tally.firstAdapted, tally.firstFailure,
      ] {
        guard let end else { continue }
        paths.append(path(to: end.node) + [CandidateStep(step: end.step, edge: edge)])
      }
      if let end = tally.firstUnwindFailure {
        unwinds.append(finding(edge, end, onEveryPath: tally.unwindFailures == tally.tries))
      }
      if let end = tally.firstPresented {
        shows.append(finding(edge, end, onEveryPath: tally.presented == tally.tries))
      }
      if let end = tally.firstAdapted {
        popovers.append(finding(edge, end, onEveryPath: tally.adapted == tally.tries))
      }
      if let end = tally.firstFailure {
        var failure = finding(edge, end, onEveryPath: true)
        failure.reason = tally.failure
        failures.append(failure)
      }
    }
    let deepest = nodes.map(\.depth).max() ?? 0
    return ExplorationReport(
      startStoryboard: app.start?.name ?? "", idiom: app.idiom,
      limits: limits, statesExplored: nodes.count, deepestStep: deepest,
      statesAtDepthLimit: nodes.count { $0.depth >= limits.depth },
      stoppedAtStateCap: stoppedAtStateCap, unwindActionsAssumed: model.unwindActionsAssumed,
      reachedScenes: reached, unreachedScenes: unreached, unwindsWithoutDestination: unwinds,
      showsPresentingModally: shows, adaptedPopovers: popovers, segueFailures: failures,
      seguesNamedByID: seguesNamedByID(in: paths), segueTallies: tallies)
  }

  /// Whether a scene is one the user could be shown: not the macOS application scene, which
  /// holds the menus.
  private func isScene(_ scene: SceneBlueprint) -> Bool {
    app.model.graph[scene.node].kind != .application
  }

  private func finding(_ edge: EdgeID, _ end: SegueTally.PathEnd, onEveryPath: Bool)
    -> SegueFinding
  {
    let graph = app.model.graph
    let segue = graph[edge]
    let source = graph.source(of: edge).flatMap(app.model.scene(of:))
    return SegueFinding(
      edge: edge, name: segue.usableIdentifier ?? segue.id ?? "", kind: segue.kind,
      place: StoryboardLocation(
        path: graph[graph.document(of: edge)].path, location: segue.location),
      source: source.map { app.model.scenes[$0].name } ?? "?",
      steps: (steps(to: end.node) + [end.step]).map(\.description), onEveryPath: onEveryPath,
      reason: nil, origin: origin)
  }
}
