import Testing

@testable import SegueGraph

@Suite struct MapTitleTests {
  @Test(
    arguments: [
      ([], 1, "Segue graph — 1 storyboard"),
      (["App"], 2, "Segue graph — App (2 storyboards)"),
      (
        ["Settings.storyboard", "Main.storyboard", "Main.storyboard"], 2,
        "Segue graph — Main.storyboard, Settings.storyboard (2 storyboards)"
      ),
      (["F", "E", "D", "C", "B", "A"], 218, "Segue graph — A, B, C and 3 more (218 storyboards)"),
    ] as [([String], Int, String)])
  func namesTheInputsAndCountsTheStoryboards(_ inputs: [String], _ count: Int, _ title: String) {
    #expect(MapTitle(inputs: inputs, storyboardCount: count).description == title)
  }

  @Test func withoutInputsTheGraphIsCounted() throws {
    let graph = try GraphFixtures.graph("App")
    #expect(MapTitle(graph: graph).description == "Segue graph — 2 storyboards")
  }

  @Test func theTitleIsEscapedInThePage() throws {
    let page = HTMLRenderer.page(
      graph: try GraphFixtures.graph("App"), svg: "<svg></svg>",
      title: MapTitle(inputs: ["<b>&</b>"], storyboardCount: 2))
    #expect(page.contains("<title>Segue graph — &lt;b&gt;&amp;&lt;/b&gt; (2 storyboards)</title>"))
    #expect(page.contains("<h1>Segue graph — &lt;b&gt;&amp;&lt;/b&gt; (2 storyboards)</h1>"))
  }
}
