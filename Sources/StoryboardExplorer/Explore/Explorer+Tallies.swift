import NavigationCore
import StoryboardKit

extension Explorer {
  /// Performs `candidate`, tallying what its segue did; false when the step failed.
  func tryStep(_ candidate: CandidateStep, on state: inout ExplorationState, from node: Int)
    -> Bool
  {
    let end = SegueTally.PathEnd(node: node, step: candidate.step)
    do {
      let outcome = try state.run(candidate.step)
      if let segue = outcome.segue { tally(outcome, of: segue, at: end) }
      return true
    } catch {
      guard let edge = candidate.edge else { return false }
      // The unknown container of a scene code opens may answer the unwind.
      if origin.isCode, case .unwindFindsNoDestination = error.reason { return false }
      var tally = tallies[edge] ?? SegueTally()
      tally.tries += 1
      if case .unwindFindsNoDestination = error.reason {
        tally.unwindFailures += 1
        if tally.firstUnwindFailure == nil { tally.firstUnwindFailure = end }
      } else if tally.failure == nil {
        tally.failure =
          StepFailure(step: "", number: 0, reason: error.reason, place: nil)
          .explanation
        tally.firstFailure = end
      }
      tallies[edge] = tally
      return false
    }
  }

  private func tally(_ outcome: StepEffect, of segue: PerformedSegue, at end: SegueTally.PathEnd) {
    // Code may have pushed the scene it opens: a show from its root level is not judged, nor
    // any show on the paths through one.
    if origin.isCode, outcome.presentedModally,
      segue.sourcePresentation == nil || nodes[end.node].pastUnknownContainer
    {
      lastShowNotJudged = true
      return
    }
    var tally = tallies[segue.edge] ?? SegueTally()
    tally.tries += 1
    if outcome.presentedModally {
      tally.presented += 1
      if segue.sourcePresentation == .popover { tally.presentedFromPopover += 1 }
      if tally.firstPresented == nil { tally.firstPresented = end }
    }
    if outcome.adaptedPopover {
      tally.adapted += 1
      if tally.firstAdapted == nil { tally.firstAdapted = end }
    }
    tallies[segue.edge] = tally
  }
}
