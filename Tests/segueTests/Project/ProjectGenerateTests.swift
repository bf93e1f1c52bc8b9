import Foundation
import SegueTestSupport
import Testing

/// `segue generate --project . --target NAME` run in Tests/Fixtures/Project for each target: the
/// code each target compiles, with its module, sources, conditions and bundle read from the
/// project (Scripts/ci/typecheck-generated.sh compiles the iOS targets' code with their
/// sources). Run as a process, so that the header spells the storyboards from the project's
/// folder whatever the checkout.
@Suite struct ProjectGenerateTests {
  static let segue = BuiltExecutable("segue")

  @Test(
    .enabled(
      if: TestEnvironment.runs(needing: segue != nil),
      "the segue executable is not built beside the tests"),
    arguments: ["PhoneApp", "MacApp", "Kit", "Generated"])
  func generatedCodeOfEachTargetMatchesItsGoldenFile(target: String) throws {
    let segue = try #require(Self.segue)
    let run = try segue.run(
      ["generate", "--project", ".", "--target", target], in: Snapshot.fixture("Project"))
    #expect(run.status == 0, "\(run.standardError)")
    Snapshot.assertMatches(run.standardOutput, "Project/Generate-\(target).swift.txt")
  }
}
