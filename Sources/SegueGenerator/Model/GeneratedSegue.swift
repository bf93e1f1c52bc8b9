import StoryboardKit

/// One identifier of a controller class, with everything the storyboards say about it: one
/// case of the class's `SegueIdentifier` and `TypedSegue` enums.
struct GeneratedSegue: Sendable, Hashable {
  /// The storyboard's identifier, the case's raw value.
  var identifier: String
  /// The Swift case name (without backticks).
  var caseName: String
  /// The kinds the identifier's segues have; more than one only in conflicting storyboards.
  var kinds: Set<SegueKind>
  /// The type `TypedSegue` gives the destination.
  var destination: TypeName
  /// Where the segue leads, for the documentation comment.
  var destinationSummary: String
  /// The custom segue class, when every segue with this identifier has the same one.
  var segueClass: TypeName?
  /// The unwind action (an Objective-C selector) of an unwind segue.
  var unwindAction: String?
}
