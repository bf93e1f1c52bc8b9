import Testing

@testable import StoryboardKit

/// Well-formedness errors, each in a small inline document, with the place they are reported.
struct XMLSyntaxErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  static let head =
    "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n"

  static let cases: [Case] = [
    Case(
      name: "whitespace only", text: " \n\t\n", line: 3, column: 1,
      message: "The file ends before the root element; expected <document>."),
    Case(
      name: "unquoted attribute", text: "<document version=3.0/>", line: 1, column: 19,
      message: "Expected a quoted value for the attribute version, found '3'."),
    Case(
      name: "missing equals sign", text: "<document version \"3.0\"/>", line: 1, column: 19,
      message: "Expected '=' after the attribute name version, found '\"'."),
    Case(
      name: "duplicate attribute", text: "<document id=\"a\" version=\"3.0\" id=\"b\"/>", line: 1,
      column: 32,
      message: "The attribute id appears twice in the tag <document>; expected each attribute once."
    ),
    Case(
      name: "attributes without space", text: "<document id=\"a\"version=\"3.0\"/>", line: 1,
      column: 17,
      message: "Expected whitespace before the attribute in the start tag <document>, found 'v'."),
    Case(
      name: "less-than in a value", text: "<document title=\"a<b\"/>", line: 1, column: 19,
      message:
        "Found '<' in the value of the attribute title; expected the closing quote (\") or '&lt;'."),
    Case(
      name: "bare ampersand", text: "<document title=\"a & b\"/>", line: 1, column: 20,
      message:
        "Found '&' that does not begin a reference; expected '&amp;' for a literal ampersand."),
    Case(
      name: "entity without semicolon", text: "<document title=\"a &amp b\"/>", line: 1, column: 24,
      message: "Expected ';' to end the entity reference &amp, found a space."),
    Case(
      name: "character reference to NUL", text: "<document title=\"&#0;\"/>", line: 1, column: 18,
      message: "The character reference &#0; names a character that XML does not allow."),
    Case(
      name: "character reference beyond Unicode", text: "<document title=\"&#x110000;\"/>",
      line: 1, column: 18,
      message: "The character reference &#x110000; names a character that XML does not allow."),
    Case(
      name: "empty character reference", text: "<document title=\"&#x;\"/>", line: 1, column: 18,
      message:
        "Found a malformed character reference; expected '&#' and decimal digits or '&#x' and "
        + "hexadecimal digits, then ';'."),
    Case(
      name: "stray less-than in text", text: head + "<scenes>< </scenes></document>", line: 2,
      column: 10, message: "Expected an element name after '<', found a space."),
    Case(
      name: "undefined entity in text", text: head + "&nbsp;</document>", line: 2, column: 1,
      message:
        "The entity reference &nbsp; is not defined; expected &lt;, &gt;, &amp;, &apos;, "
        + "&quot; or a character reference (DTDs are not processed)."),
    Case(
      name: "CDATA end in text", text: head + "a ]]> b</document>", line: 2, column: 3,
      message: "Found ']]>' in text outside a CDATA section; expected '&gt;' for '>'."),
    Case(
      name: "text after the root", text: head + "</document>\nmore", line: 3, column: 1,
      message: "Found 'm' after the end of the root element; expected the end of the file."),
    Case(
      name: "second root", text: head + "</document>\n<document/>", line: 3, column: 1,
      message: "Found '<' after the end of the root element; expected the end of the file."),
    Case(
      name: "unclosed root", text: head + "<scenes/>\n", line: 3, column: 1,
      message: "The file ends inside <document> opened at 1:1; expected </document>."),
    Case(
      name: "double hyphen in a comment", text: head + "<!-- a -- b --></document>", line: 2,
      column: 8, message: "Found '--' inside a comment; expected '-->' to end it."),
    Case(
      name: "unterminated comment", text: head + "<!-- a", line: 2, column: 7,
      message: "The file ends inside the comment opened at 2:1; expected '-->'."),
    Case(
      name: "unterminated CDATA", text: head + "<![CDATA[ a", line: 2, column: 12,
      message: "The file ends inside the CDATA section opened at 2:1; expected ']]>'."),
    Case(
      name: "late XML declaration", text: head + "<?xml version=\"1.0\"?></document>", line: 2,
      column: 1,
      message: "Found an XML declaration after the start of the file; it may only come first."),
    Case(
      name: "DOCTYPE inside the root", text: head + "<!DOCTYPE x></document>", line: 2, column: 1,
      message: "Expected '<!--' or '<![CDATA[' after '<!' inside an element."),
    Case(
      name: "XML version 2", text: "<?xml version=\"2.0\"?><document/>", line: 1, column: 16,
      message: "The XML version \"2.0\" is not supported; expected 1.0."),
    Case(
      name: "UTF-16 declared", text: "<?xml version=\"1.0\" encoding=\"UTF-16\"?><document/>",
      line: 1, column: 31, message: "The encoding \"UTF-16\" is not supported; expected UTF-8."),
    Case(
      name: "declaration without version", text: "<?xml encoding=\"UTF-8\"?><document/>",
      line: 1, column: 7,
      message:
        "Expected the XML declaration's version, then optional encoding and standalone, then "
        + "'?>', found 'e'."),
    Case(
      name: "control character", text: "<document title=\"a\u{1}b\"/>", line: 1, column: 19,
      message:
        "The control character U+0001 is not allowed in an XML document; expected text, tabs or "
        + "line breaks."),
    Case(
      name: "mismatched end tag", text: head + "<scenes></scene></document>", line: 2, column: 9,
      message:
        "Found the end tag </scene> where </scenes> was expected, to close <scenes> opened at 2:1."
    ),
    Case(
      name: "end tag without its element", text: "<document/></document>", line: 1, column: 12,
      message: "Found '<' after the end of the root element; expected the end of the file."),
    Case(
      name: "malformed xib",
      text: "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">\n"
        + "<objects></document>", line: 2, column: 10,
      message:
        "Found the end tag </document> where </objects> was expected, to close <objects> opened "
        + "at 2:1."),
    Case(
      name: "end tag cut short at the end of the file",
      text: "<document><aVeryLongElementNameIndeed></", line: 1, column: 41,
      message: "Expected an element name after '</', found the end of the file."),
    Case(
      name: "end tag cut inside its name", text: "<document><scenes></sce", line: 1, column: 19,
      message:
        "Found the end tag </sce> where </scenes> was expected, to close <scenes> opened at 1:11."
    ),
    Case(
      name: "slash without greater-than", text: "<document /x>", line: 1, column: 12,
      message: "Expected '>' after '/' in the tag <document>, found 'x'."),
  ]

  @Test(arguments: cases)
  func malformedXMLIsReportedWhereItIs(_ expected: Case) throws {
    let error = try #require(Fixture.error(parsing: expected.text))
    #expect(error.location == TextLocation(line: expected.line, column: expected.column))
    #expect(error.message == expected.message)
  }

  @Test func duplicatesAmongManyAttributesAreFound() throws {
    let attributes = (0..<5_000).map { " a\($0)=\"\($0)\"" }.joined()
    let error = try #require(Fixture.error(parsing: "<document\(attributes) a4321=\"x\"/>"))
    #expect(error.location.column == 9 + attributes.utf8.count + 2)
    #expect(
      error.message
        == "The attribute a4321 appears twice in the tag <document>; expected each attribute once.")
    let distinct = try StoryboardParser.parse(
      bytes: Array("<document\(attributes)/>".utf8), path: "many.storyboard")
    #expect(distinct.scenes.isEmpty)
  }

  @Test func invalidUTF8IsReported() throws {
    var bytes = Array("<document title=\"".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\"/>".utf8)
    let error = try #require(Fixture.error(parsing: bytes))
    #expect(error.location == TextLocation(line: 1, column: 18))
    #expect(
      error.message
        == "The byte 0xC3 does not begin a valid UTF-8 character allowed in XML; expected a "
        + "UTF-8 encoded storyboard.")
  }

  @Test func aUTF16ByteOrderMarkIsRefused() throws {
    let error = try #require(Fixture.error(parsing: [0xFF, 0xFE, 0x3C, 0x00]))
    #expect(error.location == TextLocation(line: 1, column: 1))
    #expect(
      error.message
        == "The file starts with a UTF-16 byte-order mark; expected a UTF-8 storyboard.")
  }

  @Test(arguments: [
    "<document/>",
    "<?xml version='1.0'?><document/>",
    "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\" ?>\n<document></document >",
    "<document\n  title = 'a'\n/>",
    "<!-- c --><?pi x?><document/><!-- end -->\n",
  ])
  func minimalWellFormedDocumentsParse(text: String) throws {
    let document = try StoryboardParser.parse(bytes: Array(text.utf8), path: "ok.storyboard")
    #expect(document.scenes.isEmpty)
  }
}
