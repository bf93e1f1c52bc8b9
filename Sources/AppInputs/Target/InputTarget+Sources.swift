import SourceIndex

extension InputTarget {
  /// The index of the target's sources, with the packages that hold its storyboards and its
  /// module as the app's, read as the compiler reads them for the target (``conditions``), the
  /// sources of the libraries it links, each in its module (``dependencies``), and what it
  /// links unread; nil when it has no sources. What it could not read of linked code's Swift
  /// interfaces is in its `warnings`, for the caller to say.
  package func loadSources() throws(SourceIndexError) -> SourceIndex? {
    guard !sources.isEmpty || dependencies.contains(where: { !$0.files.isEmpty }) else {
      return nil
    }
    return try SourceIndex.load(
      sources, conditions: conditions, workingDirectory: workingDirectory, appModule: module,
      storyboards: storyboards, dependencies: dependencies,
      linkage: SourceLinkage(
        unreadLinkedCode: unreadLinkedCode, unlintedStoryboards: unlintedStoryboards,
        missingSources: missingSources))
  }
}
