import Foundation
import SegueTestSupport
import Testing

@testable import SegueGraph

/// docs/Architecture.md's worked graph renderer: it draws every segue of a real fixture as a
/// line of three fields, and the document quotes it as it is here.
@Suite struct WorkedExampleRendererTests {
  @Test func theWorkedRendererWritesALineOfThreeFieldsPerSegue() throws {
    let graph = try GraphFixtures.graph("Hostile")
    let lines = TSVRenderer().render(graph).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    #expect(lines.count - 1 == graph.edges.count)
    #expect(
      lines.dropLast().allSatisfy {
        $0.split(separator: "\t", omittingEmptySubsequences: false).count == 3
      })
  }

  @Test func architectureQuotesTheWorkedRenderer() throws {
    let file = TestPaths.tests.appendingPathComponent("SegueGraphTests/WorkedExampleRenderer.swift")
    let example = try #require(DocumentedExample(file: file.path))
    #expect(example.isQuoted(in: "docs/Architecture.md"))
  }
}
