/// Why a file could not be read as a storyboard, with the place where reading stopped: the
/// path as given, the 1-based location, and a full sentence saying what was found and what was
/// expected.
public typealias StoryboardError = FileError<StoryboardFile>

/// A storyboard file, as ``StoryboardError`` reports it (`storyboard-unreadable`).
public enum StoryboardFile: FileErrorKind {
  public static let errorID = "storyboard-unreadable"
}
