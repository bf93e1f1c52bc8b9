import DeterministicOutput
import StoryboardKit

/// Where a scene's controller or a segue is written: the storyboard file, as given, and the
/// line and column of its tag.
public struct StoryboardLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The storyboard's path, as it was given.
  public var path: String
  /// The line and column of the element's start tag.
  public var location: TextLocation

  /// A place in the storyboard at `path`.
  public init(path: String, location: TextLocation) {
    self.path = path
    self.location = location
  }

  public static func < (lhs: StoryboardLocation, rhs: StoryboardLocation) -> Bool {
    if lhs.path != rhs.path { return ByteOrder.precedes(lhs.path, rhs.path) }
    return lhs.location < rhs.location
  }

  /// `path:line:col`, the form compilers print.
  public var description: String { "\(path):\(location.line):\(location.column)" }
}
