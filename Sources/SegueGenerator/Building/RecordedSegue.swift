/// One identified segue as the model builder recorded it for a class, kept when classes may
/// be merged with their superclass so that the merged class can record them again in their
/// original order.
struct RecordedSegue: Sendable, Hashable {
  /// The order of recording across the whole run: path order, then document order.
  var sequence: Int
  var occurrence: SegueOccurrence
  var storyboard: String
  var isWindowController: Bool
  var segueAction: SegueActionRequirement?
}
