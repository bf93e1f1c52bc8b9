import SegueTestSupport
import SourceIndex
import StoryboardKit
import Testing

@testable import SegueLint

/// A storyboard name in code that is no linted storyboard's is reported, unless the project
/// lists that storyboard and the checkout lacks it, or another target that compiles the same
/// file copies it (the command line fills ``UnlintedStoryboards`` from the project).
@Suite struct UnlintedStoryboardTests {
  @Test func onlyTheNameNoStoryboardOfTheProjectHasIsReported() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storyboard = try directory.write(
      ExampleStoryboard.ios(
        initial: "a",
        """
        <scene sceneID="s1"><objects>
          <viewController id="a" customClass="StartViewController" sceneMemberID="viewController"/>
        </objects></scene>
        """
      ).text, to: "Main.storyboard")
    let loader = try directory.write(
      """
      class StartViewController: UIViewController {
        func open() {
          _ = UIStoryboard(name: "Main", bundle: nil)
          _ = UIStoryboard(name: "TV", bundle: nil)
          _ = UIStoryboard(name: "Gone", bundle: nil)
          _ = UIStoryboard(name: "Typo", bundle: nil)
        }
      }
      """, to: "Loader.swift")
    var sources = try SourceIndex.load([loader])
    let lint = { (sources: SourceIndex) in
      Linter().lint(StoryboardSet.load([storyboard]), sources: sources)
        .filter { $0.ruleID == "scene-identifier-not-in-storyboard" }
        .map { $0.message.split(separator: "'")[1] }
    }
    #expect(lint(sources) == ["TV", "Gone", "Typo"])
    sources.unlintedStoryboards = UnlintedStoryboards(
      missing: ["Gone"], ofTargetsSharingFile: [loader: ["TV"], "Other.swift": ["Typo"]])
    #expect(lint(sources) == ["Typo"])
  }
}
