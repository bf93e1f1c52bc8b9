import StoryboardKit
import Testing

/// Documents built by hand: Main's list leads through references into Detail, whose initial
/// controller is a navigation controller; a second Detail in another folder; a reference that
/// leads to itself.
private enum GraphFixture {
  static let here = SourceLocation(line: 1, column: 1)

  static func segue(
    _ id: String, _ kind: SegueKind, from source: String?, to destination: String?,
    relationship: String? = nil
  ) -> Segue {
    Segue(
      id: id, kind: kind, destination: destination, relationship: relationship,
      sourceControllerID: source, trigger: SegueTrigger(element: "button", id: nil, location: here),
      location: here)
  }

  static func controller(
    _ element: String, _ id: String, identifier: String? = nil,
    reference: StoryboardReference? = nil
  ) -> Controller {
    Controller(
      element: element, id: id, storyboardIdentifier: identifier, reference: reference,
      location: here)
  }

  static func scene(_ controller: Controller?, _ segues: [Segue] = [], exits: [String] = [])
    -> Scene
  {
    Scene(
      id: "s-\(controller?.id ?? "none")", controller: controller,
      exits: exits.map { ExitPlaceholder(id: $0, location: here) }, segues: segues, location: here)
  }

  static let main = StoryboardDocument(
    path: "App/Main.storyboard", targetRuntime: "iOS.CocoaTouch", initialControllerID: "list",
    scenes: [
      scene(
        controller("tableViewController", "list"),
        [
          segue("toRef", .show, from: "list", to: "ref"),
          segue("toOut", .show, from: "list", to: "out"),
          segue("toBad", .show, from: "list", to: "bad"),
          segue("toNowhere", .show, from: "list", to: "nowhere"),
          segue("unnamed", .show, from: "list", to: nil),
          segue("back", .unwind, from: "list", to: "exit1"),
          segue("again", .show, from: "list", to: "list"),
        ], exits: ["exit1"]),
      scene(
        controller("viewControllerPlaceholder", "ref", reference: .init(storyboardName: "Detail"))),
      scene(
        controller("viewControllerPlaceholder", "out", reference: .init(storyboardName: "Settings"))
      ),
      scene(
        controller(
          "viewControllerPlaceholder", "bad",
          reference: .init(storyboardName: "Detail", referencedIdentifier: "Nope"))),
    ], location: here)

  static let detail = StoryboardDocument(
    path: "App/Detail.storyboard", targetRuntime: "MacOSX.Cocoa", initialControllerID: "nav",
    scenes: [
      scene(
        controller("navigationController", "nav"),
        [
          segue(
            "root", .relationship, from: "nav", to: "content", relationship: "rootViewController")
        ]),
      scene(nil, [segue("orphan", .show, from: nil, to: "content")]),
      scene(controller("viewController", "content", identifier: "Content")),
    ], location: here)

  static let otherDetail = StoryboardDocument(
    path: "Other/Detail.storyboard", initialControllerID: "content",
    scenes: [scene(controller("viewController", "content", identifier: "Content"))], location: here)

  /// A reference with neither name nor identifier, in a storyboard whose initial controller
  /// is that reference.
  static let loop = StoryboardDocument(
    path: "Loop.storyboard", initialControllerID: "self",
    scenes: [scene(controller("viewControllerPlaceholder", "self", reference: .init()))],
    location: here)

  static let graph = StoryboardGraph([main, detail, otherDetail, loop])

  static func node(_ id: String, _ document: Int) -> Int? {
    graph.node(withID: id, inDocument: document)
  }

  static func target(_ segueID: String) -> StoryboardGraph.Target? {
    graph.edges.first { graph.segue($0).id == segueID }?.target
  }
}

@Suite struct StoryboardGraphTests {
  let graph = GraphFixture.graph

  @Test func numbersControllersInDocumentOrder() {
    #expect(graph.nodes.count == 8)
    #expect(graph.nodes.map(\.document) == [0, 0, 0, 0, 1, 1, 2, 3])
    // Detail's scene without a controller has no node: content is its third scene.
    #expect(graph.nodes[5].scene == 2)
    #expect(
      graph.nodes.map(\.isPlaceholder) == [false, true, true, true, false, false, false, true])
    #expect(graph.nodes[4].kind == .navigation)
    #expect(graph.nodes.filter(\.hasStoryboardIdentifier).count == 2)
  }

  @Test func looksUpByIDStoryboardIdentifierAndName() {
    #expect(GraphFixture.node("content", 1) == 5)
    #expect(GraphFixture.node("content", 2) == 6)
    #expect(GraphFixture.node("content", 0) == nil)
    #expect(graph.node(withStoryboardIdentifier: "Content", inDocument: 1) == 5)
    #expect(graph.node(withStoryboardIdentifier: "Content", inDocument: 0) == nil)
    // The first of two documents named Detail wins.
    #expect(graph.document(named: "Detail") == 1)
    #expect(graph.document(named: "Settings") == nil)
    #expect(graph.documentNames == ["Main", "Detail", "Detail", "Loop"])
    #expect(graph.platforms[0] == .iOS)
    #expect(graph.platforms[1] == .macOS)
    #expect(graph.exit(withID: "exit1", inDocument: 0)?.id == "exit1")
    #expect(graph.exit(withID: "exit1", inDocument: 1) == nil)
  }

  @Test(arguments: [
    ("toRef", StoryboardGraph.Target.node(4)),
    ("toOut", .external(placeholder: 2)),
    ("toBad", .unresolved(placeholder: 3)),
    ("toNowhere", .missing),
    ("unnamed", .missing),
    ("back", .exit),
    ("again", .node(0)),
    ("root", .node(5)),
    ("orphan", .node(5)),
  ])
  func resolvesEveryEdge(segueID: String, expected: StoryboardGraph.Target) {
    #expect(GraphFixture.target(segueID) == expected)
  }

  @Test func followsPlaceholders() {
    #expect(graph.placeholderTargets.count == 4)
    #expect(graph.target(of: 1) == .node(4))
    #expect(graph.target(of: 0) == .node(0))
    // A reference that names nothing means its own storyboard's initial controller: itself.
    #expect(graph.target(of: 7) == .unresolved(placeholder: 7))
    #expect(graph.reference(2)?.storyboardName == "Settings")
    #expect(graph.reference(0) == nil)
  }

  @Test func recordsInitialNodesIncomingAndSceneEdges() {
    #expect(graph.initialNodes == [0, 4, 6, 7])
    // A segue from a controller to itself does not count; one from a scene without a
    // controller does.
    #expect(graph.hasIncoming == [false, false, false, false, true, true, false, false])
    #expect(graph.nodes[0].edges == 0..<7)
    #expect(graph.nodes[4].edges == 7..<8)
    #expect(graph.nodes[5].edges.isEmpty)
    #expect(graph.edges[8].source == nil)
    #expect(graph.segue(graph.edges[7]).id == "root")
  }

  @Test func unwrapsNavigationControllers() {
    #expect(graph.navigationRoots == [4: 5])
    #expect(graph.contentNode(of: 4) == 5)
    #expect(graph.contentNode(of: 5) == 5)
  }

  @Test func firstRootRelationshipDecidesEvenWhenItLeadsNowhere() {
    let document = StoryboardDocument(
      path: "Nav.storyboard",
      scenes: [
        GraphFixture.scene(
          GraphFixture.controller("navigationController", "nav"),
          [
            GraphFixture.segue(
              "lost", .relationship, from: "nav", to: "gone", relationship: "rootViewController"),
            GraphFixture.segue(
              "late", .relationship, from: "nav", to: "view", relationship: "rootViewController"),
          ]),
        GraphFixture.scene(GraphFixture.controller("viewController", "view")),
      ], location: GraphFixture.here)
    let graph = StoryboardGraph([document])
    #expect(graph.navigationRoots.isEmpty)
    #expect(graph.contentNode(of: 0) == 0)
    #expect(
      StoryboardCatalog(graph: graph).contentController(
        of: .init(path: "Nav.storyboard", controllerID: "nav")
      ).controllerID == "nav")
  }

  @Test func listsEachDocumentsEdges() {
    #expect(graph.edges(ofDocument: 0) == 0..<7)
    #expect(graph.edges(ofDocument: 1) == 7..<9)
    #expect(graph.edges(ofDocument: 2).isEmpty)
    #expect(graph.edges(ofDocument: 3) == 9..<9)
    #expect(
      graph.edges.indices.allSatisfy {
        graph.edges(ofDocument: graph.edges[$0].document).contains($0)
      })
  }

  @Test func findsWindowContentThroughItsFirstRelationship() {
    let document = StoryboardDocument(
      path: "Mac.storyboard", targetRuntime: "MacOSX.Cocoa",
      scenes: [
        GraphFixture.scene(
          GraphFixture.controller("windowController", "window"),
          [
            GraphFixture.segue(
              "content", .relationship, from: "window", to: "view",
              relationship: "window.shadowedContentViewController"),
            GraphFixture.segue(
              "later", .relationship, from: "window", to: "other",
              relationship: "window.shadowedContentViewController"),
          ]),
        GraphFixture.scene(GraphFixture.controller("viewController", "view")),
        GraphFixture.scene(GraphFixture.controller("viewController", "other")),
        // A navigation controller's root relationship is not window content, nor the reverse.
        GraphFixture.scene(
          GraphFixture.controller("navigationController", "nav"),
          [
            GraphFixture.segue(
              "mixed", .relationship, from: "nav", to: "view",
              relationship: "window.shadowedContentViewController")
          ]),
      ], location: GraphFixture.here)
    let graph = StoryboardGraph([document])
    #expect(graph.windowContents == [0: 1])
    #expect(graph.navigationRoots.isEmpty)
  }
}
