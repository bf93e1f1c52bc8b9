import HeadlessNavigation
import StoryboardKit
import StoryboardSimulator
import Testing

/// A test that imports the simulator beside Swift Testing names Swift Testing's types without
/// qualifying them: no public name of ours is ambiguous with one of theirs. (StoryboardKit's
/// position in a file is `TextLocation`, not `SourceLocation`.) This file compiling is the check.
@Suite struct PublicNamesTests {
  @Test func swiftTestingsSourceLocationNeedsNoModuleName() {
    let here: SourceLocation = #_sourceLocation
    let position = TextLocation(line: 1, column: 2)
    #expect(here.line > 0)
    #expect(position.description == "1:2")
  }
}
