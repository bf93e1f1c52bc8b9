import StoryboardKit

/// One identified segue as one storyboard shows it, with the class of the scene it starts at;
/// the occurrences of an identifier across a class's storyboards become one case.
struct SegueOccurrence: Sendable, Hashable {
  /// The class of the scene's controller.
  var source: ControllerClass
  /// Whether the scene shows its controller as a window controller (AppKit).
  var sourceIsWindowController: Bool
  /// The name of the storyboard.
  var storyboard: String
  var identifier: String
  var kind: SegueKind
  var destination: TypeName
  var destinationSummary: String
  var segueClass: TypeName?
  var unwindAction: String?
  /// The `@IBSegueAction` method that creates the destination.
  var segueAction: SegueActionRequirement?
  var path: String
  var location: TextLocation

  /// `path:line:col`, for messages that point at another occurrence.
  var place: String { "\(path):\(location)" }

  /// Whether `other` says something different about what code can rely on.
  func conflicts(with other: SegueOccurrence) -> Bool {
    destination != other.destination || segueClass != other.segueClass
      || unwindAction != other.unwindAction
  }
}
