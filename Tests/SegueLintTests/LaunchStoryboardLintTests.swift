import SegueTestSupport
import SourceIndex
import StoryboardKit
import Testing

@testable import SegueLint

/// The path-based rules judge every segue, whatever the launch storyboard is named: on the
/// explored paths where one reaches the segue, else by the static reading, and say which.
@Suite struct LaunchStoryboardLintTests {
  static func storyboard(_ name: String, initial: String, _ scenes: String) throws
    -> StoryboardDocument
  {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)"><scenes>
      \(scenes)
      </scenes></document>
      """
    return try StoryboardParser.parse(bytes: Array(text.utf8), path: name + ".storyboard")
  }

  static func scene(_ id: String, _ segues: String = "") -> String {
    """
    <scene sceneID="s-\(id)"><objects><viewController id="\(id)" customClass="\(id)" \
    sceneMemberID="viewController"><connections>\(segues)</connections></viewController>\
    </objects></scene>
    """
  }

  /// `Storyboard.storyboard`: a root that shows B, and presents C, which shows D.
  static func app() throws -> StoryboardDocument {
    try storyboard(
      "Storyboard", initial: "A",
      scene(
        "A",
        #"<segue destination="B" kind="show" identifier="ShowB" id="a-b"/>"#
          + #"<segue destination="C" kind="presentation" identifier="PresentC" id="a-c"/>"#)
        + scene("B")
        + scene("C", #"<segue destination="D" kind="show" identifier="ShowD" id="c-d"/>"#)
        + scene("D"))
  }

  static func messages(_ context: LintContext) -> [String] {
    ShowOutsideNavigationRule().check(context).sorted().map(\.message)
  }

  @Test func aLaunchStoryboardAnInfoPlistNamesIsExplored() throws {
    let context = LintContext(documents: [try Self.app()], launchStoryboards: ["Storyboard"])
    let messages = Self.messages(context)
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("(on the path Storyboard → ") })
    #expect(messages.contains { $0.contains("on the path Storyboard → PresentC → ShowD") })
  }

  @Test func withoutALaunchStoryboardTheStaticReadingStillFindsIt() throws {
    let context = LintContext(documents: [try Self.app()])
    let messages = Self.messages(context)
    // A's own context is unknown (code may push it); C is presented, so D's show presents.
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("'C' is inside no navigation controller") == true)
    #expect(messages.first?.contains("(read statically: no explored path performs") == true)
  }

  @Test func aSceneCodeOpensIsJudgedOnlyByWhatTheStoryboardDecides() throws {
    let sources = SourceIndex(files: [
      (
        "Open.swift",
        "let a = UIStoryboard(name: \"Storyboard\", bundle: nil).instantiateInitialViewController()"
      )
    ])
    let context = LintContext(documents: [try Self.app()], sources: sources)
    let messages = Self.messages(context)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "on the path A (opened from code at Open.swift:1) → PresentC → ShowD") == true)
  }

  @Test func aPushFromAPopoverNoPathPerformsIsReadStatically() throws {
    let document = try Self.storyboard(
      "Storyboard", initial: "A",
      Self.scene(
        "A", #"<segue destination="Menu" kind="popoverPresentation" identifier="Menu" id="a-m"/>"#)
        + Self.scene("Menu", #"<segue destination="Item" kind="show" identifier="Open" id="m-i"/>"#)
        + Self.scene("Item"))
    let context = LintContext(documents: [document])
    let messages = PushFromPopoverRule().check(context).map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("'Menu' is only reached as a popover") == true)
    #expect(messages.first?.contains("(read statically: ") == true)
    #expect(Self.messages(context).isEmpty)
    // Launched, the same segue is judged on a path.
    let launched = LintContext(documents: [document], launchStoryboards: ["Storyboard"])
    let onPath = PushFromPopoverRule().check(launched).map(\.message)
    #expect(onPath.count == 1)
    #expect(onPath.first?.contains("(on the path Storyboard → Menu → Open)") == true)
  }
}
