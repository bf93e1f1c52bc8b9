extension ExplorationReport {
  /// Adds what another exploration of the same storyboards found: the scenes it reached that
  /// this one did not (with its paths), its findings on segues this one has none of, its
  /// states and its tallies. Whether a finding held on every path is judged again over both.
  mutating func merge(_ other: ExplorationReport) {
    explorations += other.explorations
    statesExplored += other.statesExplored
    deepestStep = max(deepestStep, other.deepestStep)
    statesAtDepthLimit += other.statesAtDepthLimit
    stoppedAtStateCap = stoppedAtStateCap || other.stoppedAtStateCap
    let known = Set(reachedScenes.map(\.scene.node))
    let added = other.reachedScenes.filter { !known.contains($0.scene.node) }
    reachedScenes = (reachedScenes + added).sorted { $0.scene.node < $1.scene.node }
    let nowReached = Set(added.map(\.scene.node))
    unreachedScenes.removeAll { nowReached.contains($0.node) }
    unwindsWithoutDestination = Self.union(
      unwindsWithoutDestination, other.unwindsWithoutDestination)
    showsPresentingModally = Self.union(showsPresentingModally, other.showsPresentingModally)
    adaptedPopovers = Self.union(adaptedPopovers, other.adaptedPopovers)
    segueFailures = Self.union(segueFailures, other.segueFailures)
    for named in other.seguesNamedByID where !seguesNamedByID.contains(named) {
      seguesNamedByID.append(named)
    }
    for (edge, tally) in other.segueTallies {
      var sum = segueTallies[edge] ?? SegueTally()
      sum.add(tally)
      segueTallies[edge] = sum
    }
    rejudge()
  }

  /// `findings` and the ones of `more` on other segues, in storyboard order.
  private static func union(_ findings: [SegueFinding], _ more: [SegueFinding]) -> [SegueFinding] {
    let known = Set(findings.map(\.edge))
    return (findings + more.filter { !known.contains($0.edge) }).sorted { $0.edge < $1.edge }
  }

  /// Whether each finding held on every path, over the merged tallies.
  private mutating func rejudge() {
    let tallies = segueTallies
    func every(_ findings: inout [SegueFinding], _ count: (SegueTally) -> Int) {
      for index in findings.indices {
        guard let tally = tallies[findings[index].edge] else { continue }
        findings[index].onEveryPath = count(tally) == tally.tries
      }
    }
    every(&unwindsWithoutDestination, \.unwindFailures)
    every(&showsPresentingModally, \.presented)
    every(&adaptedPopovers, \.adapted)
  }
}
