/// A place in a file: the path, as given, and the 1-based line and column there, such as where
/// a scene's controller or a segue is written in a storyboard.
public struct FileLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's path, as it was given.
  public var path: String
  /// The line and column in the file.
  public var location: TextLocation

  /// A place in the file at `path`.
  public init(path: String, location: TextLocation) {
    self.path = path
    self.location = location
  }

  /// By path in UTF-8 byte order, the same on every platform, then by place in the file.
  public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
    if lhs.path != rhs.path { return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8) }
    return lhs.location < rhs.location
  }

  /// `path:line:col`, the form compilers print.
  public var description: String { "\(path):\(location.line):\(location.column)" }
}
