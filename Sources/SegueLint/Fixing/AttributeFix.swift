import StoryboardKit

/// One mechanical correction: in the element that starts at `location` of the storyboard at
/// `path`, the value of attribute `attribute` goes from `from` to `to`. Nothing else of the
/// file changes.
package struct AttributeFix: Sendable, Hashable, Comparable {
  package var path: String
  /// Where the element's `<` is.
  package var location: TextLocation
  package var attribute: String
  package var from: String
  package var to: String
  /// The finding it fixes; a suppression of that finding keeps the fix from being made.
  package var finding: Diagnostic

  package static func < (lhs: AttributeFix, rhs: AttributeFix) -> Bool {
    (lhs.path, lhs.location, lhs.attribute) < (rhs.path, rhs.location, rhs.attribute)
  }
}
