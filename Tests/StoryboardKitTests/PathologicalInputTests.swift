import Testing

@testable import StoryboardKit

/// Inputs shaped to make a careless parser recurse, go quadratic or read past its buffer.
struct PathologicalInputTests {
  static let root =
    "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"

  @Test func deepNestingIsNotRecursion() throws {
    let depth = 100_000
    let text =
      Self.root + String(repeating: "<view>", count: depth)
      + String(repeating: "</view>", count: depth) + "</document>"
    let document = try StoryboardParser.parse(bytes: Array(text.utf8), path: "deep.storyboard")
    #expect(document.scenes.isEmpty)
  }

  @Test func deepNestingLeftOpenNamesTheInnermostElement() throws {
    let text = Self.root + String(repeating: "<view>", count: 50_000)
    let error = try #require(Fixture.error(parsing: text))
    #expect(error.location == TextLocation(line: 1, column: text.utf8.count + 1))
    #expect(error.message.hasPrefix("The file ends inside <view> opened at 1:"))
  }

  @Test func longNamesValuesAndCommentsParse() throws {
    let name = "a" + String(repeating: "b", count: 1_000_000)
    let value = String(repeating: "v&amp;", count: 200_000)
    let comment = String(repeating: "- ", count: 500_000)
    let text =
      Self.root + "<\(name) title=\"\(value)\"/><!--\(comment)--><![CDATA[\(comment)]]></document>"
    let document = try StoryboardParser.parse(bytes: Array(text.utf8), path: "long.storyboard")
    #expect(document.scenes.isEmpty)
  }

  @Test func manySeguesInOneSceneAllNameItsController() throws {
    let buttons = String(
      repeating:
        "<button id=\"b\"><connections><segue kind=\"show\" destination=\"v\"/></connections></button>",
      count: 20_000)
    let text =
      Self.root + "<scenes><scene sceneID=\"s\"><objects><viewController id=\"v\" "
      + "sceneMemberID=\"viewController\">\(buttons)</viewController></objects></scene></scenes>"
      + "</document>"
    let document = try StoryboardParser.parse(bytes: Array(text.utf8), path: "wide.storyboard")
    #expect(document.segues.count == 20_000)
    #expect(document.segues.allSatisfy { $0.sourceControllerID == "v" && $0.trigger.id == "b" })
  }
}
