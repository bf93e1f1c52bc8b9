import DeterministicOutput
import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueGraph

/// The Hostile fixture's strings try to end DOT strings, add Mermaid arrows and inject HTML.
@Suite("Graph escaping")
struct GraphEscapingTests {
  static let script = "</script><script>alert(1)</script>"
  static let quoteBreak = "x\"]; evil [label=\"y"

  @Test("DOT quotes every string: quotes and backslashes escaped, entities neutralised")
  func dotText() {
    #expect(DOTText.quoted(Self.quoteBreak) == #""x\"]; evil [label=\"y""#)
    #expect(DOTText.quoted(#"a\Nb"#) == #""a\\Nb""#)
    #expect(DOTText.quoted("Tom &amp; Jerry") == "\"Tom &amp;amp; Jerry\"")
    #expect(DOTText.quoted("one\ntwo\u{2028}three") == "\"one two three\"")
    #expect(DOTText.label(["a", "b\"c"]) == #""a\nb\"c""#)
  }

  @Test(
    "Graphviz draws hostile labels as the exact text",
    .enabled(
      if: TestEnvironment.runs(needing: GraphFixtures.graphvizVersion != nil),
      "Graphviz's dot is not installed"))
  func dotThroughGraphviz() throws {
    let svg = try SVGRenderer().render(try GraphFixtures.graph("Hostile"))
    #expect(svg.contains(">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>"))
    #expect(svg.contains(">x&quot;]; evil [label=&quot;y</text>"))
    #expect(svg.contains("Say &quot;hi&quot; \\N &amp; bye"))
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("id=\"evil\""))
  }

  @Test("Mermaid labels use entity codes, so no label can end its string or add an arrow")
  func mermaidText() {
    #expect(
      MermaidText.quoted("-->|\"pwn\"| end #quot; <b>&")
        == "\"--#gt;#124;#quot;pwn#quot;#124; end #35;quot; #lt;b#gt;#amp;\"")
    #expect(MermaidText.label(["a`b`", "%%c{d}"]) == "\"a#96;b#96;<br/>#37;#37;c#123;d#125;\"")
  }

  @Test("Every Mermaid line is a statement of the expected shape once quoted text is removed")
  func mermaidLines() throws {
    let text = MermaidRenderer().render(try GraphFixtures.graph("Hostile"))
    let statement = try Regex(
      #"^\s*(flowchart LR|direction LR|end|subgraph \w+\[""\]|\w+(\(""\)|\[""\]|\(\(""\)\)|\[\[""\]\]|\(\[""\]\)|\{\{""\}\})|\w+(\[""\])? (-->|==>|-\.->|-\.-o|--o|==o|-\.-x|--x)(\|""\|)? \w+(\[""\])?|classDef \w+ [^"|]+|class [\w,]+ \w+|linkStyle [\d,]+ [^"|]+)$"#
    )
    for line in text.split(separator: "\n") {
      let unquoted = line.replacing(try Regex(#""[^"]*""#), with: "\"\"")
      #expect(unquoted.wholeMatch(of: statement) != nil, "unexpected Mermaid line: \(line)")
    }
  }

  @Test("HTML text and attributes are escaped")
  func htmlText() {
    #expect(
      HTMLText.escaped("<a href='x'>\"&\"</a>")
        == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;")
  }

  @Test("JSON inside <script> cannot close it: <, >, &, U+2028 and U+2029 are escaped")
  func scriptJSON() throws {
    let value = JSONValue.object([("s", .string(Self.script + " <!-- & \u{2028}\u{2029}"))])
    let json = HTMLText.scriptJSON(value)
    #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
    #expect(!json.contains("\u{2028}") && !json.contains("\u{2029}"))
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
    #expect(decoded?["s"] == Self.script + " <!-- & \u{2028}\u{2029}")
  }

  @Test("The HTML map of hostile storyboards has only its own two scripts and keeps the text")
  func htmlPage() throws {
    let graph = try GraphFixtures.graph("Hostile")
    let page = HTMLRenderer.page(
      graph: graph, svg: "<svg></svg>", title: MapTitle(inputs: [Self.script], storyboardCount: 1))
    #expect(page.components(separatedBy: "<script").count - 1 == 2)
    #expect(page.components(separatedBy: "</script>").count - 1 == 2)
    #expect(!page.contains("<img"))
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"segue-data\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = String(page[start.upperBound..<end.lowerBound])
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]])
    let node = try #require(data["nodes"]?["vc_Hostile_a_b"] as? [String: Any])
    #expect(node["title"] as? String == Self.script)
    // The details panel shows the storyboard identifier, as written.
    let identified = try #require(data["nodes"]?["vc_Hostile_a_b_2"] as? [String: Any])
    #expect(identified["storyboardIdentifier"] as? String == "<img src=x onerror=alert(2)>")
    let edges = try #require(data["edges"])
    let labels = edges.values.compactMap { ($0 as? [String: Any])?["label"] as? String }
    #expect(labels.contains(Self.quoteBreak))
  }
}
