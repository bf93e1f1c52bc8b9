/// What an app's index knows of code and storyboards outside the files it reads, given when
/// it is loaded: the linked code that was not found on disk (while there is some, a class with
/// no module may be declared there), and the storyboards its code may open that are not its
/// own on disk.
package struct SourceLinkage: Sendable, Hashable {
  package var unreadLinkedCode: [UnreadLinkedCode]
  package var unlintedStoryboards: UnlintedStoryboards

  package init(
    unreadLinkedCode: [UnreadLinkedCode] = [],
    unlintedStoryboards: UnlintedStoryboards = UnlintedStoryboards()
  ) {
    self.unreadLinkedCode = unreadLinkedCode
    self.unlintedStoryboards = unlintedStoryboards
  }
}
