import DeterministicOutput
import Foundation
import Testing

@Suite struct JSONValueTests {
  @Test func keepsKeyOrderAndIndents() {
    let value = JSONValue.object([
      ("z", .int(1)), ("a", .array([.bool(true), .null])), ("e", .object([])),
    ])
    #expect(
      value.rendered() == """
        {
          "z": 1,
          "a": [
            true,
            null
          ],
          "e": {}
        }
        """)
    #expect(value.rendered(pretty: false) == #"{"z":1,"a":[true,null],"e":{}}"#)
  }

  @Test(arguments: [
    "plain", "quote \" and backslash \\", "line\nbreak\ttab\r", "\u{0}\u{1F}", "</script>",
    "\u{2028}\u{2029}", "emoji 🧭 and é",
  ])
  func stringsRoundTripThroughFoundation(_ text: String) throws {
    let rendered = JSONValue.array([.string(text)]).rendered(pretty: false)
    let decoded = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String]
    #expect(decoded == [text])
    #expect(!rendered.contains("\n"))
  }
}
