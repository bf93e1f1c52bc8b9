import StoryboardKit
import Testing

/// Documents built by hand: Main's list leads through references into Detail, whose initial
/// controller is a navigation controller; a second Detail in another folder; a reference that
/// leads to itself.
private enum Storyboards {
  typealias F = GraphFixture

  static let main = F.document(
    "App/Main.storyboard", initial: "list",
    [
      F.scene(
        F.controller("tableViewController", "list"),
        [
          F.segue("toRef", .show, from: "list", to: "ref"),
          F.segue("toOut", .show, from: "list", to: "out"),
          F.segue("toBad", .show, from: "list", to: "bad"),
          F.segue("toNowhere", .show, from: "list", to: "nowhere"),
          F.segue("unnamed", .show, from: "list", to: nil),
          F.segue("back", .unwind, from: "list", to: "exit1"),
          F.segue("again", .show, from: "list", to: "list"),
        ], exits: ["exit1"]),
      F.scene(
        F.controller("viewControllerPlaceholder", "ref", reference: .init(storyboardName: "Detail"))
      ),
      F.scene(
        F.controller(
          "viewControllerPlaceholder", "out", reference: .init(storyboardName: "Settings"))),
      F.scene(
        F.controller(
          "viewControllerPlaceholder", "bad",
          reference: .init(storyboardName: "Detail", referencedIdentifier: "Nope"))),
    ])

  static let detail = F.document(
    "App/Detail.storyboard", runtime: "MacOSX.Cocoa", initial: "nav",
    [
      F.scene(
        F.controller("navigationController", "nav"),
        [
          F.segue(
            "root", .relationship, from: "nav", to: "content", relationship: "rootViewController")
        ]
      ),
      F.scene(nil, [F.segue("orphan", .show, from: nil, to: "content")]),
      F.scene(F.controller("viewController", "content", identifier: "Content")),
    ])

  static let otherDetail = F.document(
    "Other/Detail.storyboard", runtime: nil, initial: "content",
    [F.scene(F.controller("viewController", "content", identifier: "Content"))])

  /// A reference with neither name nor identifier, in a storyboard whose initial controller
  /// is that reference.
  static let loop = F.document(
    "Loop.storyboard", runtime: nil, initial: "self",
    [F.scene(F.controller("viewControllerPlaceholder", "self", reference: .init()))])

  static let graph = StoryboardGraph([main, detail, otherDetail, loop])
}

@Suite struct StoryboardGraphTests {
  let graph = Storyboards.graph

  @Test func numbersControllersInDocumentOrder() throws {
    #expect(
      graph.documents.map { graph[$0].path } == [
        "App/Main.storyboard", "App/Detail.storyboard", "Other/Detail.storyboard",
        "Loop.storyboard",
      ])
    #expect(
      graph.nodes.map { graph[$0].id } == [
        "list", "ref", "out", "bad", "nav", "content", "content", "self",
      ])
    let documents = graph.documents
    #expect(
      graph.nodes.map { graph.document(of: $0) }
        == [
          documents[0], documents[0], documents[0], documents[0], documents[1], documents[1],
          documents[2], documents[3],
        ])
    #expect(graph.nodes == graph.nodes.sorted())
    #expect(graph.nodes(in: documents[1]).map { graph[$0].id } == ["nav", "content"])
    #expect(graph[graph.documents[1]].platform == .macOS)
    #expect(try graph[#require(graph.node("nav", inDocument: 1))].kind == .navigation)
  }

  @Test func listsEveryEdgeInDocumentOrder() {
    #expect(
      graph.ids(graph.edges) == [
        "toRef", "toOut", "toBad", "toNowhere", "unnamed", "back", "again", "root", "orphan",
      ])
    #expect(graph.edges == graph.edges.sorted())
    let documents = graph.documents
    #expect(graph.ids(graph.edges(in: documents[0])).count == 7)
    #expect(graph.ids(graph.edges(in: documents[1])) == ["root", "orphan"])
    #expect(graph.edges(in: documents[2]).isEmpty)
    #expect(graph.edges(in: documents[3]).isEmpty)
    #expect(
      graph.documents.allSatisfy { document in
        graph.edges(in: document).allSatisfy { graph.document(of: $0) == document }
      })
  }

  @Test(arguments: [
    ("toRef", "App/Detail.storyboard#nav"),
    ("toOut", "external Settings/- at out"),
    ("toBad", "unresolved Detail/Nope at bad"),
    ("toNowhere", "missing"),
    ("unnamed", "missing"),
    ("back", "exit exit1"),
    ("again", "App/Main.storyboard#list"),
    ("root", "App/Detail.storyboard#content"),
    ("orphan", "App/Detail.storyboard#content"),
  ])
  func resolvesEveryEdge(segueID: String, expected: String) {
    #expect(graph.destination(ofSegue: segueID) == expected)
  }

  @Test func theSourceIsTheScenesController() throws {
    let list = try #require(graph.node("list"))
    #expect(try graph.source(of: #require(graph.edge("toRef"))) == list)
    #expect(try graph.source(of: #require(graph.edge("orphan"))) == nil)
    #expect(graph.ids(graph.segues(from: list)).count == 7)
    #expect(
      try graph.ids(graph.segues(from: #require(graph.node("nav", inDocument: 1)))) == ["root"])
    #expect(try graph.segues(from: #require(graph.node("content", inDocument: 1))).isEmpty)
  }

  @Test func followsPlaceholders() throws {
    let ref = try #require(graph.node("ref"))
    #expect(graph.describe(graph.resolve(ref)) == "App/Detail.storyboard#nav")
    let list = try #require(graph.node("list"))
    #expect(graph.resolve(list) == .scene(list))
    // A reference that names nothing means its own storyboard's initial controller: itself.
    let loop = try #require(graph.node("self", inDocument: 3))
    #expect(graph.resolve(loop) == .unresolved(StoryboardReference(), placeholder: loop))
  }

  @Test func findsEachDocumentsInitialNodePlaceholdersIncluded() {
    #expect(
      graph.documents.map { graph.initialNode(of: $0) }
        == [
          graph.node("list"), graph.node("nav", inDocument: 1),
          graph.node("content", inDocument: 2), graph.node("self", inDocument: 3),
        ])
  }

  @Test func findsAStoryboardIdentifierInTheFirstDocumentOfAName() {
    #expect(
      graph.node(withStoryboardIdentifier: "Content", inStoryboard: "Detail")
        == graph.node("content", inDocument: 1))
    #expect(graph.node(withStoryboardIdentifier: "Content", inStoryboard: "Main") == nil)
    #expect(graph.node(withStoryboardIdentifier: "Content", inStoryboard: "Settings") == nil)
  }

  @Test func listsIncomingSeguesSelfAndSourcelessIncluded() throws {
    #expect(try graph.ids(graph.segues(to: #require(graph.node("list")))) == ["again"])
    #expect(
      try graph.ids(graph.segues(to: #require(graph.node("nav", inDocument: 1)))) == ["toRef"])
    #expect(
      try graph.ids(graph.segues(to: #require(graph.node("content", inDocument: 1))))
        == ["root", "orphan"])
    // A segue to a placeholder leads on to where the reference does.
    #expect(try graph.segues(to: #require(graph.node("ref"))).isEmpty)
    #expect(try graph.segues(to: #require(graph.node("content", inDocument: 2))).isEmpty)
  }

  @Test func listsRelationshipsOnly() throws {
    #expect(
      try graph.ids(graph.relationships(of: #require(graph.node("nav", inDocument: 1)))) == ["root"]
    )
    #expect(try graph.relationships(of: #require(graph.node("list"))).isEmpty)
  }

  /// XML matches ids character for character: a decomposed "é" is another id than the
  /// composed one, though Swift's `==` calls the two strings equal.
  @Test func idsAndStoryboardIdentifiersMatchByTheirExactCharacters() {
    let document = GraphFixture.document(
      "Cafe.storyboard",
      [
        GraphFixture.scene(
          GraphFixture.controller("viewController", "caf\u{E9}", identifier: "Caf\u{E9}"),
          [
            GraphFixture.segue("same", .show, from: "caf\u{E9}", to: "caf\u{E9}"),
            GraphFixture.segue("other", .show, from: "caf\u{E9}", to: "cafe\u{301}"),
          ])
      ])
    let graph = StoryboardGraph([document])
    #expect(graph.destination(ofSegue: "same") == "Cafe.storyboard#caf\u{E9}")
    #expect(graph.destination(ofSegue: "other") == "missing")
    #expect(graph.node(withStoryboardIdentifier: "Caf\u{E9}", inStoryboard: "Cafe") != nil)
    #expect(graph.node(withStoryboardIdentifier: "Cafe\u{301}", inStoryboard: "Cafe") == nil)
  }

  @Test func theFirstControllerWithAnIDWinsButEverySceneHasItsNode() throws {
    let document = GraphFixture.document(
      "Twice.storyboard",
      [
        GraphFixture.scene(GraphFixture.controller("viewController", "dup")),
        GraphFixture.scene(
          GraphFixture.controller("tableViewController", "dup"),
          [GraphFixture.segue("toDup", .show, from: "dup", to: "dup")]),
      ])
    let graph = StoryboardGraph([document])
    #expect(graph.nodes.count == 2)
    let edge = try #require(graph.edge("toDup"))
    #expect(graph.destination(of: edge) == .scene(graph.nodes[0]))
    #expect(graph.source(of: edge) == graph.nodes[1])
  }

  @Test func anEmptyGraphHasNothing() {
    let graph = StoryboardGraph([])
    #expect(graph.documents.isEmpty && graph.nodes.isEmpty && graph.edges.isEmpty)
  }
}
