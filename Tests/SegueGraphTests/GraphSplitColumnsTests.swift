import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueGraph

/// The graph draws every column of a split view: a triple-column UIKit split view's three
/// relationships, and each of an AppKit split view's items.
@Suite struct GraphSplitColumnsTests {
  private func graph(_ fixture: String) throws -> NavigationGraph {
    let path = TestPaths.fixture("Simulator/\(fixture)/Main.storyboard")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let document = try StoryboardParser.parse(bytes: bytes, path: "\(fixture)/Main.storyboard")
    return NavigationGraph(graph: StoryboardGraph([document]))
  }

  @Test func everyColumnOfATripleColumnSplitViewIsARelationship() throws {
    let graph = try graph("TripleColumn")
    let columns = graph.edges.filter { $0.style == .relationship && $0.sourceID.hasSuffix("split") }
    #expect(
      columns.map(\.label).sorted() == [
        "detailViewController", "masterViewController", "supplementaryViewController",
      ])
  }

  @Test func everyAppKitSplitItemIsARelationship() throws {
    let graph = try graph("AppKitSplitItems")
    let items = graph.edges.filter { $0.label == "splitItems" }
    #expect(items.count == 3)
    #expect(Set(items.map(\.targetID)).count == 3)
  }
}
