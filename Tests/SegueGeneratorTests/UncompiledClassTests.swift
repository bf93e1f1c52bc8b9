import SourceIndex
import StoryboardKit
import Testing

@testable import SegueGenerator

/// A class declared only under an `#if` the configuration does not compile (PIA VPN's
/// `DevelopmentSettingsViewController`, `#if DEVELOPMENT || STAGING`): the generated code,
/// compiled in every configuration, does not name it, and says why in a comment, with no
/// warning that no source declares it.
@Suite struct UncompiledClassTests {
  @Test func aClassOfAnUncompiledBranchIsNotNamedNorWarnedAbout() throws {
    let document = try StoryboardParser.parse(
      bytes: Array(UnreadLinkedClassTests.storyboard.utf8), path: "Main.storyboard")
    let sources = SourceIndex(
      files: [
        (
          "App/Root.swift",
          """
          final class RootViewController: UIViewController {}
          #if DEVELOPMENT
          class RSTNavigationController: UINavigationController {}
          #endif
          """
        )
      ],
      conditions: CompilationConditions(platform: .iOS, activeConditions: []))
    let generation = SegueGeneration(
      documents: [document], options: GeneratorOptions(sources: sources))
    let code = generation.singleFile()
    #expect(!code.contains("(RSTNavigationController"))
    #expect(
      code.contains(
        "`RSTNavigationController` is declared only under an `#if` the configuration read does "
          + "not compile"))
    #expect(!generation.warnings.contains { $0.message.contains("RSTNavigationController") })
  }
}
