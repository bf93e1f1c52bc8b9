/// What an app's index knows of code and storyboards outside the files it reads, given when
/// it is loaded: the linked code that was not found on disk (while there is some, a class with
/// no module may be declared there), and the storyboards its code may open that are not its
/// own on disk, and the source files its project compiles that the checkout lacks.
package struct SourceLinkage: Sendable, Hashable {
  package var unreadLinkedCode: [UnreadLinkedCode]
  package var unlintedStoryboards: UnlintedStoryboards
  package var missingSources: [String]

  package init(
    unreadLinkedCode: [UnreadLinkedCode] = [],
    unlintedStoryboards: UnlintedStoryboards = UnlintedStoryboards(),
    missingSources: [String] = []
  ) {
    self.unreadLinkedCode = unreadLinkedCode
    self.unlintedStoryboards = unlintedStoryboards
    self.missingSources = missingSources
  }
}
