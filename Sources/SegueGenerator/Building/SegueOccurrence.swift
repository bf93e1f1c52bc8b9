import StoryboardKit

/// One identified segue as one storyboard shows it, before the occurrences of its identifier
/// across storyboards are merged.
struct SegueOccurrence: Sendable, Hashable {
  var identifier: String
  var kind: SegueKind
  var destination: TypeName
  var destinationSummary: String
  var segueClass: TypeName?
  var unwindAction: String?
  var path: String
  var location: SourceLocation

  /// `path:line:col`, for messages that point at another occurrence.
  var place: String { "\(path):\(location)" }

  /// Whether `other` says something different about what code can rely on.
  func conflicts(with other: SegueOccurrence) -> Bool {
    destination != other.destination || segueClass != other.segueClass
      || unwindAction != other.unwindAction
  }
}
