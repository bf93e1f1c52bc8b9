import Foundation
import SegueTestSupport
import Testing

@testable import SegueGraph

/// How the svg and html renderers run Graphviz, and what they say when it is missing or fails.
@Suite struct GraphvizTests {
  @Test("Without Graphviz, svg and html say how to install it")
  func missingGraphviz() throws {
    let graph = try GraphFixtures.graph("Mac")
    let absent = Graphviz(searchPath: ["/nonexistent"])
    for renderer in [
      SVGRenderer(graphviz: absent) as any GraphRenderer, HTMLRenderer(graphviz: absent),
    ] {
      #expect {
        try renderer.render(graph)
      } throws: { error in
        "\(error)".contains("apt-get install graphviz")
      }
    }
  }

  @Test("Without Graphviz, png and pdf say how to install it too")
  func missingGraphvizForImages() throws {
    let graph = try GraphFixtures.graph("Mac")
    for kind in ImageRenderer.Kind.allCases {
      #expect {
        try ImageRenderer(kind, graphviz: Graphviz(searchPath: ["/nonexistent"])).render(graph)
      } throws: { error in
        "\(error)".contains("svg, png, pdf and html") && "\(error)".contains("apt-get install")
      }
    }
  }

  @Test("A PDF's creation date is the epoch, so each run writes the same bytes")
  func pdfCreationDateIsFixed() {
    let pdf = Data("%PDF-1.5\n<< /CreationDate (D:20261202004503Z) >>\nxref 123".utf8)
    let fixed = ImageRenderer.withFixedCreationDate(pdf)
    #expect(fixed == Data("%PDF-1.5\n<< /CreationDate (D:19700101000000Z) >>\nxref 123".utf8))
    #expect(ImageRenderer.withFixedCreationDate(Data("%PDF".utf8)) == Data("%PDF".utf8))
  }

  @Test(
    "Graphviz's complaints come back as errors",
    .enabled(
      if: TestEnvironment.runs(needing: Graphviz().executable != nil),
      "Graphviz's dot is not installed"))
  func graphvizFailure() throws {
    let executable = try #require(Graphviz().executable)
    let graphviz = Graphviz(searchPath: [
      URL(fileURLWithPath: executable).deletingLastPathComponent().path
    ])
    #expect {
      try graphviz.svg(from: "digraph { a -> ; }")
    } throws: { error in
      "\(error)".contains("syntax error")
    }
  }
}
