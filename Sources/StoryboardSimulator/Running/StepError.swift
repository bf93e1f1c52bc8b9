/// A step's failure before it is numbered: the reason and the place it concerns.
struct StepError: Error, Sendable, Hashable {
  var reason: StepFailure.Reason
  var place: StoryboardLocation?

  init(_ reason: StepFailure.Reason, at place: StoryboardLocation?) {
    self.reason = reason
    self.place = place
  }
}
