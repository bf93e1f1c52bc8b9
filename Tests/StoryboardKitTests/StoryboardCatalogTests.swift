import StoryboardKit
import Testing

/// Two storyboards built by hand: Main's list pushes to a reference into Detail, whose initial
/// controller is a navigation controller around DetailViewController.
private enum CatalogFixture {
  static let here = SourceLocation(line: 1, column: 1)

  static func segue(
    _ id: String, _ kind: SegueKind, from source: String, to destination: String?,
    relationship: String? = nil
  ) -> Segue {
    Segue(
      id: id, kind: kind, destination: destination, relationship: relationship,
      sourceControllerID: source,
      trigger: SegueTrigger(element: "button", id: "b-\(id)", location: here),
      location: here)
  }

  static func scene(_ controller: Controller, _ segues: [Segue] = [], exits: [ExitPlaceholder] = [])
    -> Scene
  {
    Scene(
      id: "s-" + controller.id, controller: controller, exits: exits, segues: segues, location: here
    )
  }

  static let main = StoryboardDocument(
    path: "App/Main.storyboard", initialControllerID: "list",
    scenes: [
      scene(
        Controller(
          element: "tableViewController", id: "list", customClass: "ListViewController",
          location: here),
        [
          segue("toDetail", .show, from: "list", to: "ref"),
          segue("toElsewhere", .show, from: "list", to: "outside"),
          segue("toMissingID", .show, from: "list", to: "unresolved"),
          segue("broken", .show, from: "list", to: "nowhere"),
          segue("back", .unwind, from: "list", to: "exit1"),
        ], exits: [ExitPlaceholder(id: "exit1", location: here)]),
      scene(
        Controller(
          element: "viewControllerPlaceholder", id: "ref",
          reference: StoryboardReference(storyboardName: "Detail"), location: here)),
      scene(
        Controller(
          element: "viewControllerPlaceholder", id: "outside",
          reference: StoryboardReference(storyboardName: "Settings"), location: here)),
      scene(
        Controller(
          element: "viewControllerPlaceholder", id: "unresolved",
          reference: StoryboardReference(storyboardName: "Detail", referencedIdentifier: "Nope"),
          location: here)),
    ], location: here)

  static let detail = StoryboardDocument(
    path: "App/Detail.storyboard", initialControllerID: "nav",
    scenes: [
      scene(
        Controller(element: "navigationController", id: "nav", location: here),
        [
          segue(
            "root", .relationship, from: "nav", to: "detail", relationship: "rootViewController")
        ]),
      scene(
        Controller(
          element: "viewController", id: "detail", customClass: "DetailViewController",
          storyboardIdentifier: "Detail", location: here)),
    ], location: here)

  static let catalog = StoryboardCatalog([main, detail])

  static func destination(of segueID: String) -> SegueDestination {
    let segue = main.segues.first { $0.id == segueID }
    return segue.map { catalog.destination(of: $0, in: main) } ?? .missing
  }
}

@Suite struct StoryboardCatalogTests {
  let detailNav = ControllerReference(path: "App/Detail.storyboard", controllerID: "nav")
  let detailContent = ControllerReference(path: "App/Detail.storyboard", controllerID: "detail")

  @Test func followsAReferenceToTheOtherStoryboardsInitialController() {
    #expect(CatalogFixture.destination(of: "toDetail") == .controller(detailNav))
  }

  @Test func unwrapsANavigationControllerToItsRoot() {
    #expect(CatalogFixture.catalog.contentController(of: detailNav) == detailContent)
    #expect(CatalogFixture.catalog.contentController(of: detailContent) == detailContent)
  }

  @Test func separatesStoryboardsOutsideTheRunFromMissingIdentifiers() {
    #expect(
      CatalogFixture.destination(of: "toElsewhere")
        == .external(StoryboardReference(storyboardName: "Settings")))
    #expect(
      CatalogFixture.destination(of: "toMissingID")
        == .unresolved(StoryboardReference(storyboardName: "Detail", referencedIdentifier: "Nope")))
    #expect(CatalogFixture.destination(of: "broken") == .missing)
  }

  @Test func unwindSeguesLeadToTheExitPlaceholder() {
    #expect(
      CatalogFixture.destination(of: "back")
        == .exit(ExitPlaceholder(id: "exit1", location: CatalogFixture.here)))
  }

  @Test func listsIncomingSeguesAcrossStoryboards() {
    let incoming = CatalogFixture.catalog.incoming(to: detailNav)
    #expect(incoming.map(\.segue.id) == ["toDetail"])
    #expect(
      incoming.map(\.source) == [
        ControllerReference(path: "App/Main.storyboard", controllerID: "list")
      ])
    #expect(CatalogFixture.catalog.incoming(to: detailContent).map(\.segue.id) == ["root"])
  }

  @Test func aReferenceThatLeadsBackToItselfIsUnresolvedNotALoop() {
    let looping = StoryboardDocument(
      path: "Loop.storyboard", initialControllerID: "self",
      scenes: [
        CatalogFixture.scene(
          Controller(
            element: "viewControllerPlaceholder", id: "self",
            reference: StoryboardReference(storyboardName: "Loop"), location: CatalogFixture.here))
      ], location: CatalogFixture.here)
    let catalog = StoryboardCatalog([looping])
    #expect(
      catalog.resolve(ControllerReference(path: "Loop.storyboard", controllerID: "self"))
        == .unresolved(StoryboardReference(storyboardName: "Loop")))
  }
}
