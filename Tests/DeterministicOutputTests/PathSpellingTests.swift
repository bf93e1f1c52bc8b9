import DeterministicOutput
import Testing

@Suite struct PathSpellingTests {
  @Test(arguments: ["dir", "dir/", "./dir", "dir//", "other/../dir", "/work/app/dir"])
  func everySpellingOfAFolderIsOne(_ spelled: String) {
    #expect(PathSpelling.absolute(spelled, in: "/work/app") == "/work/app/dir")
  }

  @Test func aboveTheRootIsTheRoot() {
    #expect(PathSpelling.standardized("/../a/../../b", in: nil) == "/b")
    #expect(PathSpelling.standardized("../../b", in: "/work") == "/b")
  }

  /// Without a working directory nothing is made absolute: the process's folder is not asked.
  @Test func withoutABaseARelativePathStaysRelative() {
    #expect(PathSpelling.standardized("./App//Sources/../UI/", in: nil) == "App/UI")
    #expect(PathSpelling.standardized("../Shared/./Kit", in: nil) == "../Shared/Kit")
    #expect(PathSpelling.standardized("a/../../b", in: nil) == "../b")
    #expect(PathSpelling.standardized("a/..", in: nil) == ".")
    #expect(PathSpelling.relative("App/UI", from: ".") == "App/UI")
    #expect(PathSpelling.relative("App/UI", from: "App/Generated") == "../UI")
  }

  /// ASCII paths are read as bytes, the others as characters: both spell alike.
  @Test(arguments: [
    ("/", "/"), ("//", "/"), ("/..", "/"), (".", "."), ("./", "."), ("..", ".."),
    ("../..", "../.."), ("a/./b/", "a/b"), ("/a/b/../../..", "/"), ("a/../..", ".."),
  ])
  func asciiAndOtherPathsSpellAlike(_ path: String, _ spelled: String) {
    #expect(PathSpelling.standardized(path, in: nil) == spelled)
    let accented = PathSpelling.standardized(path + "/é", in: nil)
    #expect(accented == (spelled == "." ? "é" : spelled == "/" ? "/é" : spelled + "/é"))
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

  /// swift-corelibs-foundation's `deletingLastPathComponent` traps on `.`, `./` and `App/`:
  /// the folder of a path is taken as Apple's Foundation spells it, without the trap.
  @Test(arguments: [
    (".", ""), ("./", ""), ("App/", ""), ("App", ""), ("", ""), ("/", "/"), ("//", "/"),
    ("/a", "/"), ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("./Riot.xcodeproj", "."),
    ("/work/é/Main.storyboard", "/work/é"), ("../x", ".."),
  ])
  func aPathsFolderIsItsLastComponentDropped(_ path: String, _ folder: String) {
    #expect(PathSpelling.parent(of: path) == folder)
  }
}
