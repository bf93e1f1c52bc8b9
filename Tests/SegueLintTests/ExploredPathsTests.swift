import SegueTestSupport
import StoryboardKit
import StoryboardSimulator
import Testing

@testable import SegueLint

/// Lint's explorations are bounded: a storyboard whose states multiply (a fuzzer's find) lints
/// with each exploration stopped at its cap.
@Suite struct ExploredPathsTests {
  @Test func aStoryboardWhoseStatesMultiplyLintsWithinTheCap() throws {
    let path = TestPaths.fixture("Simulator/Fuzz/DeepStates/Main.storyboard")
    let document = try StoryboardParser.parse(contentsOf: path)
    let clock = ContinuousClock()
    var context: LintContext?
    let elapsed = clock.measure { context = LintContext(documents: [document]) }
    let paths = try #require(context?.paths)
    #expect(paths.starts == [path])
    let tries = paths.segues.values.map(\.tally.tries).reduce(0, +)
    #expect(tries > 0)
    #expect(elapsed < .seconds(60))
    #expect(!Linter().lint(StoryboardSet(documents: [document], errors: [])).isEmpty)
  }
}
