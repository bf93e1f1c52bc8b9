/// What the exploration saw of one segue over every path that performed it or tried to.
package struct SegueTally: Sendable {
  /// A state the segue's step was taken from, and the step.
  struct PathEnd: Sendable {
    var node: Int
    var step: Step
  }

  /// How many times it was performed or tried.
  package var tries = 0
  /// Performed as a `show` or `showDetail` that presented modally.
  package var presented = 0
  /// Of those, how many started in a controller shown as a popover.
  package var presentedFromPopover = 0
  /// Performed as a popover adapted to a sheet.
  package var adapted = 0
  /// Tried as an unwind that found no destination.
  package var unwindFailures = 0
  /// Why it could not be performed, when it could not.
  package var failure: String?
  var firstPresented: PathEnd?
  var firstAdapted: PathEnd?
  var firstUnwindFailure: PathEnd?
  var firstFailure: PathEnd?

  /// Adds another exploration's counts; this one's paths and failure are kept first.
  mutating func add(_ other: SegueTally) {
    tries += other.tries
    presented += other.presented
    presentedFromPopover += other.presentedFromPopover
    adapted += other.adapted
    unwindFailures += other.unwindFailures
    failure = failure ?? other.failure
  }
}
