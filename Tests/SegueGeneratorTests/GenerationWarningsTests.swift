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

  /// A SwiftUI target's code declares no class, and its storyboard (a launch screen) names
  /// none for it to declare: nothing is missing, so there is nothing to warn about
  /// (delta.chat's App Clip).
  @Test func sourcesThatDeclareNothingBesideNoCustomClassAreNoWarning() {
    var sources = SourceIndex()
    sources.files = ["ClipApp.swift"]
    let location = TextLocation(line: 3, column: 5)
    let scene = Scene(
      id: "s-launch",
      controller: Controller(element: "viewController", id: "launch", location: location),
      location: location)
    let launch = StoryboardDocument(
      path: "LaunchScreen.storyboard", targetRuntime: "iOS.CocoaTouch",
      initialControllerID: "launch", scenes: [scene], location: TextLocation(line: 1, column: 1))
    let generation = SegueGeneration(
      documents: [launch], options: GeneratorOptions(sources: sources))
    #expect(generation.runWarnings.isEmpty)
  }

  @Test func withoutSourcesThereIsNoRunWarningButANote() {
    let generation = Self.generation(sources: nil)
    #expect(generation.runWarnings.isEmpty)
    #expect(generation.runNotes.map(\.errorID) == ["without-sources"])
    #expect(generation.runNotes.allSatisfy { $0.severity == .note && $0.path == nil })
    #expect(!generation.summary.contains { $0.contains("warning:") || $0.contains("note:") })
  }
}
