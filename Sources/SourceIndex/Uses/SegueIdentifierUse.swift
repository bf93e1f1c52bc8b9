import StoryboardKit

/// A literal segue identifier passed to `performSegue(withIdentifier:sender:)` (Swift) or
/// `performSegueWithIdentifier:sender:` (Objective-C).
package struct SegueIdentifierUse: Sendable, Hashable {
  package var identifier: String
  /// The source file.
  package var path: String
  /// Where the string literal starts (its `"`, or the `@` of `@"…"`).
  package var location: SourceLocation

  package init(identifier: String, path: String, location: SourceLocation) {
    self.identifier = identifier
    self.path = path
    self.location = location
  }
}
