import StoryboardKit
import Testing

@testable import SegueGenerator

@Suite struct SceneCollectorTests {
  private static func controller(
    _ element: String, _ id: String, identifier: String? = nil, customClass: String? = nil,
    reference: StoryboardReference? = nil, line: Int
  ) -> Scene {
    let location = TextLocation(line: line, column: 5)
    return Scene(
      id: "s-" + id,
      controller: Controller(
        element: element, id: id, customClass: customClass, storyboardIdentifier: identifier,
        reference: reference, location: location),
      location: location)
  }

  private static func collect(_ documents: [StoryboardDocument]) -> (
    storyboards: [GeneratedStoryboard], warnings: [Diagnostic]
  ) {
    SceneCollector(graph: StoryboardGraph(documents), namer: ClassNamer(currentModule: nil))
      .collect()
  }

  private static func document(_ path: String, initial: String?, _ scenes: [Scene])
    -> StoryboardDocument
  {
    StoryboardDocument(
      path: path, targetRuntime: "iOS.CocoaTouch", initialControllerID: initial, scenes: scenes,
      location: TextLocation(line: 1, column: 1))
  }

  @Test func aSharedIdentifierIsReportedAtEachSceneAndGetsNoProperty() throws {
    let read = Self.collect([
      Self.document(
        "Main.storyboard", initial: nil,
        [
          Self.controller("viewController", "a", identifier: "Edit", customClass: "A", line: 3),
          Self.controller("navigationController", "b", identifier: "Edit", line: 7),
          Self.controller("viewController", "c", identifier: "Other", line: 9),
        ])
    ])
    let storyboard = try #require(read.storyboards.first)
    #expect(storyboard.scenes.map(\.propertyName) == ["other"])
    #expect(read.warnings.map(\.location?.line) == [3, 7])
    #expect(
      read.warnings[0].message.contains(
        "'A' is also that of the navigationController scene (line 7)"))
  }

  /// SwiftGen keeps an identifier that scenes of one class share: whichever scene UIKit
  /// instantiates, it has that class.
  @Test func anIdentifierSharedByScenesOfOneClassKeepsItsProperty() throws {
    let read = Self.collect([
      Self.document(
        "Main.storyboard", initial: nil,
        [
          Self.controller("viewController", "a", identifier: "Edit", customClass: "A", line: 3),
          Self.controller("viewController", "b", identifier: "Edit", customClass: "A", line: 7),
          Self.controller("viewController", "c", identifier: "Edit", customClass: "A", line: 9),
        ])
    ])
    let storyboard = try #require(read.storyboards.first)
    #expect(storyboard.scenes.map(\.propertyName) == ["edit"])
    #expect(storyboard.scenes.first?.type == TypeName(name: "A", module: nil))
    #expect(read.warnings.isEmpty)
  }

  @Test func scenesAreTypedByClassElementOrTheBaseClass() throws {
    let read = Self.collect([
      Self.document(
        "Main.storyboard", initial: "list",
        [
          Self.controller(
            "tableViewController", "list", customClass: "ListViewController", line: 3),
          Self.controller("splitViewController", "split", identifier: "Split", line: 4),
          Self.controller(
            "viewController", "odd", identifier: "Odd", customClass: "Odd-Class", line: 5),
          Self.controller(
            "tableViewController", "odd2", identifier: "Odd2", customClass: "a.b", line: 6),
          Self.controller("viewController", "none", identifier: "", line: 7),
        ])
    ])
    let storyboard = try #require(read.storyboards.first)
    #expect(storyboard.initialScene?.type == TypeName(name: "ListViewController", module: nil))
    #expect(
      storyboard.scenes.map(\.type.name) == [
        "UIViewController", "UITableViewController", "UISplitViewController",
      ])
    #expect(storyboard.scenes.allSatisfy { $0.propertyName != "none" })
    #expect(storyboard.scenes[0].summary.contains("\"Odd-Class\" is not a Swift identifier"))
  }

  @Test func anEntryPointThatIsAReferenceIsTypedAsTheSceneItLeadsTo() throws {
    let read = Self.collect([
      Self.document(
        "Entry.storyboard", initial: "ref",
        [
          Self.controller(
            "viewControllerPlaceholder", "ref",
            reference: StoryboardReference(storyboardName: "Reports"), line: 3)
        ]),
      Self.document(
        "Reports.storyboard", initial: "reports",
        [
          Self.controller(
            "viewController", "reports", customClass: "ReportsViewController", line: 3)
        ]),
      Self.document(
        "Kit.storyboard", initial: "kit",
        [
          Self.controller(
            "viewControllerPlaceholder", "kit",
            reference: StoryboardReference(storyboardName: "Reports", bundleIdentifier: "com.kit"),
            line: 3)
        ]),
    ])
    let byName = Dictionary(uniqueKeysWithValues: read.storyboards.map { ($0.name, $0) })
    #expect(byName["Entry"]?.initialScene?.type.name == "ReportsViewController")
    #expect(byName["Entry"]?.initialScene?.summary.contains("in Reports.storyboard") == true)
    #expect(byName["Kit"]?.initialScene?.type == .framework("UIViewController"))
    #expect(byName["Kit"]?.initialScene?.summary.contains("\"com.kit\"") == true)
    #expect(read.storyboards.map(\.enumName) == ["Entry", "Kit", "Reports"])
  }

  @Test func aStoryboardWithoutScenesGetsNoEnumAndWatchOSNone() {
    let watch = StoryboardDocument(
      path: "Watch.storyboard", targetRuntime: "watchKit", initialControllerID: "w",
      scenes: [Self.controller("controller", "w", identifier: "W", line: 2)],
      location: TextLocation(line: 1, column: 1))
    let read = Self.collect([
      Self.document(
        "Empty.storyboard", initial: nil, [Self.controller("viewController", "v", line: 2)]),
      watch,
    ])
    #expect(read.storyboards.isEmpty)
  }
}
