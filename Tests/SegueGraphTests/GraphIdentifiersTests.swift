import StoryboardKit
import Testing

@testable import SegueGraph

@Suite("Graph ids")
struct GraphIdentifiersTests {
  @Test(
    "Sanitized ids keep only letters, digits and underscores",
    arguments: [
      ("BYZ-38-t0r", "BYZ_38_t0r"), ("a b\"c", "a_b_c"), ("Ünïcode", "_n_code"),
      ("x-->y", "x___y"), ("plain_1", "plain_1"),
    ])
  func sanitized(input: String, expected: String) {
    #expect(GraphIdentifiers.sanitized(input) == expected)
  }

  @Test("Colliding ids are told apart by suffixes given in key order, whatever the input order")
  func unique() {
    let bases = ["key-b": "vc_a-b", "key-a": "vc_a_b", "key-c": "vc_a?b", "key-d": "vc_a_b_2"]
    let ids = GraphIdentifiers.unique(bases)
    #expect(ids["key-a"] == "vc_a_b")
    #expect(ids["key-b"] == "vc_a_b_2")
    #expect(ids["key-c"] == "vc_a_b_3")
    #expect(ids["key-d"] == "vc_a_b_2_2")
    #expect(Set(ids.values).count == bases.count)
  }

  @Test("Two storyboards with one name: clusters labelled by path, ids kept apart")
  func sameNamedStoryboards() throws {
    let settings = try GraphFixtures.documents("App")[1]
    var first = settings
    first.path = "A/Settings.storyboard"
    var second = settings
    second.path = "B/Settings.storyboard"
    let graph = NavigationGraph(graph: StoryboardGraph([second, first]))
    #expect(graph.clusters.map(\.label) == ["A/Settings", "B/Settings"])
    #expect(graph.clusters.map(\.id) == ["sb_A_Settings", "sb_B_Settings"])
    let ids = graph.nodes.map(\.id)
    #expect(Set(ids).count == 6)
    let firstNode = try #require(graph.node(withID: "vc_A_Settings_Set_00_001"))
    #expect(firstNode.path == "A/Settings.storyboard")
    #expect(graph.node(withID: "vc_B_Settings_Set_00_001")?.path == "B/Settings.storyboard")
  }

  @Test("Shared storyboard names are told apart by the shortest distinct tail of their paths")
  func distinctNames() {
    let names = StoryboardNames.distinct([
      "Examples/Finance/Main.storyboard", "Examples/SplitMenu/Main.storyboard",
      "x/App/Base.lproj/Main.storyboard", "y/App/Base.lproj/Main.storyboard",
      "Settings.storyboard",
    ])
    #expect(names["Examples/Finance/Main.storyboard"] == "Finance/Main")
    #expect(names["x/App/Base.lproj/Main.storyboard"] == "x/App/Base.lproj/Main")
    #expect(names["Settings.storyboard"] == "Settings")
  }

  @Test("Element names read as words")
  func humanized() {
    #expect(GraphIdentifiers.humanized("tableViewController") == "Table View Controller")
    #expect(GraphIdentifiers.humanized("pagecontroller") == "Pagecontroller")
    #expect(GraphIdentifiers.humanized("viewControllerPlaceholder") == "Storyboard Reference")
  }
}
