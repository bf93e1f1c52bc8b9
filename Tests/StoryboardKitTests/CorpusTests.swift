import Foundation
import Testing

@testable import StoryboardKit

/// Every storyboard of the shared corpus, parsed and checked against an independent reading.
@Suite(.enabled(if: Corpus.isAvailable, "../shared/corpus is not here"))
struct CorpusTests {
  @Test(arguments: Corpus.storyboardNames.filter { $0 != Corpus.malformedName })
  func seguesMatchTheReferenceExtraction(name: String) throws {
    let path = Corpus.path(name)
    let document = try StoryboardParser.parse(contentsOf: path)
    let reference = ReferenceSegueExtractor.extract(path: path)
    #expect(reference.error == nil)
    let found = Set(
      document.segues.map {
        ReferenceSegueExtractor.Row(
          source: $0.sourceControllerID, id: $0.id, kind: $0.kind.rawValue,
          identifier: $0.identifier, destination: $0.destination)
      })
    #expect(found.subtracting(reference.rows).sorted(by: order) == [], "found, not in reference")
    #expect(reference.rows.subtracting(found).sorted(by: order) == [], "in reference, not found")
    #expect(document.scenes.count == reference.sceneCount)
    #expect(document.controllers.count == reference.controllerCount)
  }

  @Test(arguments: Corpus.storyboardNames.filter { $0 != Corpus.malformedName })
  func countsMatchTheManifest(name: String) throws {
    let row = try #require(Corpus.manifest[name])
    let path = Corpus.path(name)
    let document = try StoryboardParser.parse(contentsOf: path)
    #expect(String(document.scenes.count) == row["scenes"])
    // The manifest counts every element named segue, peek-and-pop and reference= ones too.
    let reference = ReferenceSegueExtractor.extract(path: path)
    #expect(String(reference.segueElementCount) == row["segues"])
    #expect(document.segues.count <= reference.segueElementCount)
  }

  @Test func theMalformedFileFailsWhereXMLLintFails() throws {
    let path = Corpus.path(Corpus.malformedName)
    #expect(ReferenceSegueExtractor.extract(path: path).error != nil)
    #expect(throws: StoryboardError.self) { try StoryboardParser.parse(contentsOf: path) }
    do {
      _ = try StoryboardParser.parse(contentsOf: path)
    } catch {
      #expect(error.location == TextLocation(line: 133, column: 29))
      if let lintLine = XMLLint.firstErrorLine(path: path) {
        #expect(error.location.line == lintLine)
      }
      #expect(
        error.message
          == "Found the end tag </textField> where </label> was expected, to close <label> "
          + "opened at 115:29.")
    }
  }

  private func order(_ lhs: ReferenceSegueExtractor.Row, _ rhs: ReferenceSegueExtractor.Row)
    -> Bool
  {
    lhs.description < rhs.description
  }
}
