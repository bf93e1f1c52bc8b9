import StoryboardKit

/// A step's failure before it is numbered: the reason and the place it concerns.
package struct StepError: Error, Sendable, Hashable, DiagnosticConvertible {
  package var reason: StepFailure.Reason
  package var place: StoryboardLocation?

  package init(_ reason: StepFailure.Reason, at place: StoryboardLocation?) {
    self.reason = reason
    self.place = place
  }

  /// The failure as a step with no name would report it.
  package var diagnostic: Diagnostic {
    let failure = StepFailure(step: "", number: 0, reason: reason, place: place)
    return Diagnostic(
      path: place?.path, location: place?.location, severity: .error,
      message: failure.explanation, errorID: "step-failed")
  }
}
