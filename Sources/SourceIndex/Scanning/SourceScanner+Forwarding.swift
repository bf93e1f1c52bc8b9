extension SourceScanner {
  /// Records the class whose code hands a segue to another object's `prepare(for:sender:)`:
  /// Swift's `router.prepare(for: segue, sender: sender)` (Swift 2's `prepareForSegue(_:…)`)
  /// and Objective-C's `[router prepareForSegue:segue sender:sender]`, but not `super`'s or its
  /// own. The receiver's `prepare` then sees segues that its own scenes never start.
  mutating func forwardedPreparation(at position: Int, into index: inout SourceIndex) {
    let word = tokens[position].text
    // Every name of every file passes here: the two words first, then their neighbours.
    guard word == "prepare" || word == "prepareForSegue" else { return }
    let receiver = text(at: position - 2)
    // Swift 2 spelled it `router.prepareForSegue(segue, sender: sender)`.
    let isSwiftCall =
      language == .swift && text(at: position - 1) == "." && text(at: position + 1) == "("
      && ((word == "prepare" && text(at: position + 2) == "for" && text(at: position + 3) == ":")
        || word == "prepareForSegue")
      && receiver != "super" && receiver != "self"
    let previous = text(at: position - 1)
    let isObjectiveCMessage =
      language == .objectiveC && word == "prepareForSegue" && text(at: position + 1) == ":"
      && previous != "super" && previous != "self"
      && (previous == "]" || name(at: position - 1) != nil)
    guard isSwiftCall || isObjectiveCMessage else { return }
    index.preparationForwarders.insert(enclosingClass ?? path)
  }
}
