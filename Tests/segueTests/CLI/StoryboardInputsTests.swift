import SegueTestSupport
import Testing

@testable import segue

@Suite struct StoryboardInputsTests {
  @Test func expandsDirectoriesSortsAndRemovesDuplicates() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let b = try directory.write("", to: "b/Second.storyboard")
    let a = try directory.write("", to: "a/First.storyboard")
    try directory.write("", to: "a/View.xib")
    try directory.write("", to: ".build/copy/Ignored.storyboard")
    let files = try StoryboardInputs.files(in: [directory.path + "/b", directory.path, a])
    #expect(files == [a, b])
  }

  @Test func missingPathsAreUsageErrorsAndEmptyFoldersGiveNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(throws: UsageError("No file or directory exists at '\(directory.path)/nope'.")) {
      try StoryboardInputs.files(in: [directory.path + "/nope"])
    }
    #expect(try StoryboardInputs.files(in: [directory.path]).isEmpty)
    #expect(throws: UsageError("Give at least one storyboard file or directory.")) {
      try StoryboardInputs.files(in: [])
    }
  }
}
