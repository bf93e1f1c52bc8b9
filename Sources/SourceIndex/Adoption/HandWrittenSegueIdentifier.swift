import StoryboardKit

/// A `SegueIdentifier` enum an app wrote by hand inside a controller class or its extension, as
/// the seed's `SegueHandler` protocol asks: the generator does not declare a second one, and
/// checks its cases against the storyboards instead.
package struct HandWrittenSegueIdentifier: Sendable, Hashable {
  /// One `case name = "raw"` (or `case name`, whose raw value is its name).
  package struct Case: Sendable, Hashable {
    package var name: String
    package var rawValue: String
    package var location: TextLocation
  }

  /// The class the enum is declared in; empty for one at module scope.
  package var className: String
  package var path: String
  /// Where `enum SegueIdentifier` is written.
  package var location: TextLocation
  /// The cases, in file order.
  package var cases: [Case]
  /// Whether the cases could be read: false when a case has an associated value, a raw value
  /// that is not a plain string literal, or the enum is not `String`-backed as far as the
  /// scan can tell; the enum is then left alone and not checked.
  package var isReadable: Bool
}
