import SegueTestSupport
import Testing

@testable import ProjectModel

/// Tests/Fixtures/Project's PhoneApp and MacApp both compile Shared/Platform.swift: code there
/// may open either app's storyboards.
@Suite struct SharedSourcesTests {
  @Test func aSharedFileMayNameTheOtherTargetsStoryboards() throws {
    let project = try Project.load(at: TestPaths.fixture("Project"))
    let mac = try #require(project.target(named: "MacApp"))
    let shared = project.storyboardNamesOfTargetsSharingSources(with: mac)
    // The phone app's Main has the Mac app's own name, so only its launch screen is another's.
    #expect(shared.keys.map { $0.hasSuffix("/Shared/Platform.swift") } == [true])
    #expect(shared.values.first == ["LaunchScreen"])
    let kit = try #require(project.target(named: "Kit"))
    #expect(project.storyboardNamesOfTargetsSharingSources(with: kit).isEmpty)
  }
}
