import StoryboardKit

/// A step the explorer tries from a state, with the segue it performs when it is one.
package struct CandidateStep: Sendable, Hashable {
  package var step: Step
  package var edge: EdgeID?
}
