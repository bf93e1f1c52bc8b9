import StoryboardKit
import Testing

@testable import SegueLint

/// Lint reads classes and container content as StoryboardKit decides them, the way the
/// generator does.
@Suite struct SharedGraphDecisionTests {
  private func findings(_ ruleID: String, _ files: [ExampleFile]) throws -> [String] {
    let rule = try #require(LintRules.rule(ruleID))
    let storyboards = files.filter { $0.path.hasSuffix(".storyboard") }
    let sources = files.filter { !$0.path.hasSuffix(".storyboard") }
    let context = LintContext(
      documents: LintTestSupport.documents(storyboards),
      sources: LintTestSupport.sources(sources))
    return rule.check(context).map(\.message)
  }

  /// Two scenes of one class perform "Edit": one to a window controller around the editor,
  /// one to the editor itself. Code means the editor in both.
  @Test func aWindowControllerLeadsToItsContent() throws {
    let storyboard = ExampleStoryboard.macOS(
      initial: "a",
      """
      <scene sceneID="s1"><objects>
        <viewController id="a" customClass="MainViewController" sceneMemberID="viewController">
          <connections><segue destination="window" kind="modal" identifier="Edit" id="e1"/></connections>
        </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects>
        <viewController id="b" customClass="MainViewController" sceneMemberID="viewController">
          <connections><segue destination="editor" kind="modal" identifier="Edit" id="e2"/></connections>
        </viewController>
      </objects></scene>
      <scene sceneID="s3"><objects>
        <windowController id="window" customClass="EditorWindowController" sceneMemberID="viewController">
          <connections><segue destination="editor" kind="relationship" relationship="window.shadowedContentViewController" id="r1"/></connections>
        </windowController>
      </objects></scene>
      <scene sceneID="s4"><objects>
        <viewController id="editor" customClass="EditorViewController" sceneMemberID="viewController"/>
      </objects></scene>
      """)
    #expect(try findings("duplicate-identifier", [storyboard]) == [])
  }

  @Test func aMangledClassInTheTargetIsLookedForByItsSwiftName() throws {
    let storyboard = ExampleStoryboard.ios(
      initial: "list",
      """
      <scene sceneID="s1"><objects>
        <viewController id="list" customClass="_TtC5MyApp14ListController" customModuleProvider="target" sceneMemberID="viewController"/>
      </objects></scene>
      <scene sceneID="s2"><objects>
        <viewController id="other" customClass="_TtC5MyApp9Declared" customModuleProvider="target" storyboardIdentifier="Other" sceneMemberID="viewController"/>
      </objects></scene>
      """)
    let source = ExampleStoryboard.source(
      "Declared.swift", "final class Declared: UIViewController {}")
    #expect(
      try findings("custom-class-not-found", [storyboard, source]) == [
        "No source declares 'ListController', the custom class of this controller."
      ])
  }

  /// A mangled name holds its module: like `customModule`, that marks a class of another
  /// module unless the storyboard puts it in the current target.
  @Test func aMangledClassOfAModuleIsNotLookedFor() throws {
    let storyboard = ExampleStoryboard.ios(
      initial: "list",
      """
      <scene sceneID="s1"><objects>
        <viewController id="list" customClass="_TtC5MyApp14ListController" sceneMemberID="viewController"/>
      </objects></scene>
      """)
    let source = ExampleStoryboard.source("Other.swift", "final class Other {}")
    #expect(try findings("custom-class-not-found", [storyboard, source]) == [])
  }
}
