// The place type is SegueDiagnostics' `FileLocation`: re-exported so that `import
// StoryboardSimulator` (or StoryboardExplorer) still offers its members, as when it was declared
// here.
@_exported import SegueDiagnostics

/// Where a scene's controller or a segue is written: the storyboard file, as given, and the
/// line and column of its tag.
public typealias StoryboardLocation = FileLocation
