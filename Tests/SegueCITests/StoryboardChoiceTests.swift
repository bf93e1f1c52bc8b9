import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueCI

/// What the typecheck of a folder without a project takes: the storyboards the parser reads,
/// and the module most scenes name.
@Suite struct StoryboardChoiceTests {
  static func storyboard(_ controllers: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch"><scenes>\(controllers)</scenes></document>
    """
  }

  static func scene(_ id: String, _ attributes: String) -> String {
    """
    <scene sceneID="s\(id)"><objects><viewController id="\(id)" \(attributes) \
    sceneMemberID="viewController"/></objects></scene>
    """
  }

  @Test func onlyTheStoryboardsTheParserReadsAreKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let good = try directory.write(Self.storyboard(""), to: "B/Good.storyboard")
    try directory.write("<document><scenes>", to: "A/Broken.storyboard")
    try directory.write(Self.storyboard(""), to: "C/NotAStoryboard.xib")
    #expect(ParsableStoryboards.paths(under: directory.path + "/") == [good])
  }

  @Test func theModuleMostScenesNameForTheirTargetWins() throws {
    let target = #"customModuleProvider="target""#
    let parse = { (scenes: String) throws -> [StoryboardDocument] in
      [try StoryboardParser.parse(bytes: Array(Self.storyboard(scenes).utf8), path: "M.storyboard")]
    }
    let mixed = try parse(
      Self.scene("a", #"customClass="A" customModule="Kit""#)
        + Self.scene("b", #"customClass="B" customModule="Kit""#)
        + Self.scene("c", #"customClass="C" customModule="Shop" "# + target))
    #expect(AppModuleChoice.module(of: mixed) == "Shop")
    let named = try parse(
      Self.scene("a", #"customClass="A" customModule="Zed""#)
        + Self.scene("b", #"customClass="B" customModule="Kit""#))
    #expect(AppModuleChoice.module(of: named) == "Kit")
    #expect(AppModuleChoice.module(of: try parse(Self.scene("a", #"customClass="A""#))) == "App")
  }
}
