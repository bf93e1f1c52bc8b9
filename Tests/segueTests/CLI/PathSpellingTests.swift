import Testing

@testable import segue

@Suite struct PathSpellingTests {
  @Test(arguments: ["dir", "dir/", "./dir", "dir//", "other/../dir", "/work/app/dir"])
  func everySpellingOfAFolderIsOne(_ spelled: String) {
    #expect(PathSpelling.absolute(spelled, in: "/work/app") == "/work/app/dir")
  }

  @Test func relativeSpellingsClimbAndDescend() {
    #expect(
      PathSpelling.relative("/work/app/UI/Main.storyboard", from: "/work/app")
        == "UI/Main.storyboard")
    #expect(PathSpelling.relative("/work/app/UI", from: "/work/app/Generated") == "../UI")
    #expect(PathSpelling.relative("/work/app", from: "/work/app") == ".")
    #expect(PathSpelling.relative("/work/appendix", from: "/work/app") == "../appendix")
    #expect(PathSpelling.relative("/", from: "/work") == "..")
  }
}
