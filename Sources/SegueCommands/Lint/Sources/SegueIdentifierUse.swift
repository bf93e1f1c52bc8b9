import StoryboardKit

/// A literal segue identifier passed to `performSegue(withIdentifier:sender:)` (Swift) or
/// `performSegueWithIdentifier:sender:` (Objective-C).
public struct SegueIdentifierUse: Sendable, Hashable {
  public var identifier: String
  /// The source file.
  public var path: String
  /// Where the string literal starts (its `"`, or the `@` of `@"…"`).
  public var location: SourceLocation

  public init(identifier: String, path: String, location: SourceLocation) {
    self.identifier = identifier
    self.path = path
    self.location = location
  }
}
