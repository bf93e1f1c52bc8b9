import StoryboardKit

/// Where a lint finding points: it marks the controller or segue whose tag starts there.
struct FindingKey: Sendable, Hashable {
  var path: String
  var location: TextLocation
}
