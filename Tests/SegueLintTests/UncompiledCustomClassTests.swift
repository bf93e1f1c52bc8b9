import SourceIndex
import StoryboardKit
import Testing

@testable import SegueLint

/// A custom class declared only under an `#if` the configuration does not compile: PIA VPN's
/// `DevelopmentSettingsViewController` (`#if DEVELOPMENT || STAGING`), Stopp Corona's
/// `DebugAppHistoryViewController` (`#if DEBUG || STAGE`). The Release build compiles neither
/// the class nor the code that opens its scene, so the scene is a note, not a warning; with
/// the condition set, the class is found.
@Suite struct UncompiledCustomClassTests {
  static let source = """
    import UIKit

    class SettingsViewController: UIViewController {}

    #if DEVELOPMENT || STAGING
    final class DevelopmentSettingsViewController: UIViewController {}
    #endif
    """

  static func findings(active: Set<String>) -> [Diagnostic] {
    let documents = LintTestSupport.documents([
      ExampleStoryboard.ios(
        initial: "settings",
        """
        <scene sceneID="s1"><objects>
          <viewController id="settings" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <connections><segue destination="development" kind="presentation" identifier="Development" id="p1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController id="development" customClass="DevelopmentSettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene>
        """)
    ])
    let sources = SourceIndex(
      files: [("App/Settings.swift", source)],
      conditions: CompilationConditions(platform: .iOS, activeConditions: active))
    return CustomClassNotFoundRule().check(LintContext(documents: documents, sources: sources))
  }

  @Test func aClassOnlyAnUncompiledBranchDeclaresIsANote() throws {
    let findings = Self.findings(active: [])
    #expect(findings.map(\.severity) == [.note])
    #expect(
      findings.first?.message
        == "'DevelopmentSettingsViewController', the custom class of this controller, is "
        + "declared only in a branch of an `#if` the configuration read does not compile: the "
        + "scene is taken as one that only the configurations compiling it load, and is not "
        + "judged here.")
  }

  @Test func theClassIsFoundWhereTheBranchIsCompiled() {
    #expect(Self.findings(active: ["STAGING"]).isEmpty)
  }

  @Test func aClassNoBranchDeclaresIsStillAWarning() {
    let documents = LintTestSupport.documents([
      ExampleStoryboard.ios(
        initial: "home",
        """
        <scene sceneID="s1"><objects>
          <viewController id="home" customClass="HomeScreenViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene>
        """)
    ])
    let sources = SourceIndex(
      files: [("App/Settings.swift", Self.source)],
      conditions: CompilationConditions(platform: .iOS, activeConditions: []))
    let findings = CustomClassNotFoundRule().check(
      LintContext(documents: documents, sources: sources))
    #expect(findings.map(\.severity) == [.warning])
  }
}
