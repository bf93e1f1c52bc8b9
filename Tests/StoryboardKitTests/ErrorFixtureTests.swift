import Testing

@testable import StoryboardKit

/// Files that are not storyboards or not XML: each gives one located, readable error.
struct ErrorFixtureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { fixture }
  }

  static let cases: [Case] = [
    Case(
      fixture: "Empty.storyboard", line: 1, column: 1,
      message: "The file is empty; expected an XML document whose root element is <document>."),
    Case(
      fixture: "Binary.storyboard", line: 1, column: 1,
      message: "Expected '<' to begin the root element <document>, found the byte 0x89."),
    Case(
      fixture: "Truncated.storyboard", line: 8, column: 59,
      message:
        "The file ends inside the value of the attribute kind; expected its closing quote."),
    Case(
      fixture: "MismatchedTag.storyboard", line: 10, column: 25,
      message:
        "Found the end tag </subviews> where </label> was expected, to close <label> opened at "
        + "9:29."),
    Case(
      fixture: "View.xib", line: 2, column: 1,
      message:
        "The document type \"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" is an Interface "
        + "Builder .xib document; expected a storyboard type such as "
        + "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB."),
    Case(
      fixture: "OtherRoot.storyboard", line: 2, column: 1,
      message:
        "The root element is <plist>; expected <document>, the root element of an Interface "
        + "Builder storyboard."),
    Case(
      fixture: "Doctype.storyboard", line: 2, column: 1,
      message:
        "Found a document type declaration (<!DOCTYPE>); storyboards have none and this parser "
        + "does not process DTDs. Expected the root element <document>."),
    Case(
      fixture: "UndefinedEntity.storyboard", line: 6, column: 55,
      message:
        "The entity reference &chips; is not defined; expected &lt;, &gt;, &amp;, &apos;, "
        + "&quot; or a character reference (DTDs are not processed)."),
  ]

  @Test(arguments: cases)
  func theErrorNamesThePlaceAndWhatWasExpected(_ expected: Case) throws {
    let error = try #require(Fixture.error(expected.fixture))
    #expect(error.path == Fixture.path(expected.fixture))
    #expect(error.location == TextLocation(line: expected.line, column: expected.column))
    #expect(error.message == expected.message)
    #expect(
      error.description
        == "\(Fixture.path(expected.fixture)):\(expected.line):\(expected.column): error: "
        + expected.message)
  }

  @Test func aMissingFileIsAnError() throws {
    let error = try #require(Fixture.error("Missing.storyboard"))
    #expect(error.message == "The file cannot be opened: No such file or directory.")
  }

  @Test func aDirectoryIsAnError() throws {
    let error = try #require(Fixture.error(""))
    #expect(error.message == "The path is a directory; expected a .storyboard file.")
  }
}
