import SourceIndex
import StoryboardKit
import Testing

@testable import SegueGenerator

/// The run's warnings are diagnostic values, not lines of the summary.
@Suite struct GenerationWarningsTests {
  private static func generation(sources: SourceIndex?) -> SegueGeneration {
    GeneratorFixture.generation(GeneratorOptions(sources: sources))
  }

  @Test func sourcesThatDeclareNothingAreAToolLevelWarning() {
    var sources = SourceIndex()
    sources.files = ["A.swift", "B.swift"]
    let generation = Self.generation(sources: sources)
    let warning = generation.runWarnings.first { $0.errorID == "sources-declare-nothing" }
    #expect(warning?.severity == .warning)
    #expect(warning?.path == nil)
    #expect(warning?.message.hasPrefix("The --sources given declare no class (2 Swift") == true)
    #expect(!generation.summary.contains { $0.contains("warning:") })
  }

  @Test func withoutSourcesThereIsNoRunWarningButANote() {
    let generation = Self.generation(sources: nil)
    #expect(generation.runWarnings.isEmpty)
    #expect(generation.runNotes.map(\.errorID) == ["without-sources"])
    #expect(generation.runNotes.allSatisfy { $0.severity == .note && $0.path == nil })
    #expect(!generation.summary.contains { $0.contains("warning:") || $0.contains("note:") })
  }
}
