import StoryboardKit

/// A step the explorer tries from a state, with the segue it performs when it is one.
struct CandidateStep: Sendable, Hashable {
  var step: Step
  var edge: EdgeID?
}
