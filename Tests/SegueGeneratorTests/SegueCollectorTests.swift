import StoryboardKit
import Testing

@testable import SegueGenerator

@Suite struct SegueCollectorTests {
  private static func segue(_ id: String, _ identifier: String?, line: Int) -> Segue {
    let location = TextLocation(line: line, column: 5)
    return Segue(
      id: id, kind: .show, identifier: identifier, destination: "detail",
      sourceControllerID: "list",
      trigger: SegueTrigger(element: "button", id: nil, location: location), location: location)
  }

  /// An iOS storyboard at `path` whose list, of class `listClass`, has three segues to a
  /// detail controller, two of them identified.
  private static func collect(listClass: String, path: String = "Main.storyboard")
    -> SegueCollection
  {
    let here = TextLocation(line: 1, column: 1)
    let list = Controller(
      element: "viewController", id: "list", customClass: listClass, location: here)
    let detail = Controller(
      element: "viewController", id: "detail", customClass: "DetailViewController",
      location: here)
    let document = StoryboardDocument(
      path: path, targetRuntime: "iOS.CocoaTouch",
      scenes: [
        Scene(
          id: "s1", controller: list,
          segues: [
            segue("a", "Open", line: 3), segue("b", nil, line: 4), segue("c", "Edit", line: 5),
          ],
          location: here),
        Scene(id: "s2", controller: detail, segues: [], location: here),
      ], location: here)
    return SegueCollector(graph: StoryboardGraph([document]), namer: ClassNamer(currentModule: nil))
      .collect()
  }

  @Test func readsIdentifiedSeguesInDocumentOrderWithTheirDestination() {
    let collection = Self.collect(listClass: "ListViewController")
    #expect(collection.occurrences.map(\.identifier) == ["Open", "Edit"])
    #expect(
      collection.occurrences.map(\.destination.name) == [
        "DetailViewController", "DetailViewController",
      ])
    #expect(collection.classes.map(\.type.name) == ["ListViewController"])
    #expect(
      collection.skipped.lines == ["skipped 1 \(SkipReason.segueWithoutIdentifier.explanation)"])
    #expect(collection.warnings.isEmpty)
  }

  @Test func aClassThatCannotBeNamedIsReportedOnceAndEachOfItsSeguesCounted() {
    let collection = Self.collect(listClass: "List-Controller")
    #expect(collection.occurrences.isEmpty)
    #expect(collection.warnings.map(\.location) == [TextLocation(line: 1, column: 1)])
    #expect(
      collection.skipped.lines == [
        "skipped 1 \(SkipReason.segueWithoutIdentifier.explanation)",
        "skipped 2 \(SkipReason.sourceClassNotAnIdentifier.explanation)",
      ])
  }
}
