import StoryboardKit
import Testing

/// Two storyboards built by hand: Main's list pushes to a reference into Detail, whose initial
/// controller is a navigation controller around DetailViewController.
private enum Storyboards {
  typealias F = GraphFixture

  static let main = F.document(
    "App/Main.storyboard", initial: "list",
    [
      F.scene(
        F.controller("tableViewController", "list"),
        [
          F.segue("toDetail", .show, from: "list", to: "ref"),
          F.segue("toElsewhere", .show, from: "list", to: "outside"),
          F.segue("toMissingID", .show, from: "list", to: "unresolved"),
          F.segue("broken", .show, from: "list", to: "nowhere"),
          F.segue("back", .unwind, from: "list", to: "exit1"),
        ], exits: ["exit1"]),
      F.scene(
        F.controller(
          "viewControllerPlaceholder", "ref", reference: .init(storyboardName: "Detail"))),
      F.scene(
        F.controller(
          "viewControllerPlaceholder", "outside", reference: .init(storyboardName: "Settings"))),
      F.scene(
        F.controller(
          "viewControllerPlaceholder", "unresolved",
          reference: .init(storyboardName: "Detail", referencedIdentifier: "Nope"))),
    ])

  static let detail = F.document(
    "App/Detail.storyboard", initial: "nav",
    [
      F.scene(
        F.controller("navigationController", "nav"),
        [
          F.segue(
            "root", .relationship, from: "nav", to: "detail", relationship: "rootViewController")
        ]),
      F.scene(F.controller("viewController", "detail", identifier: "Detail")),
    ])

  static let graph = StoryboardGraph([main, detail])
}

@Suite struct CrossStoryboardTests {
  let graph = Storyboards.graph

  @Test func followsAReferenceToTheOtherStoryboardsInitialController() {
    #expect(graph.destination(ofSegue: "toDetail") == "App/Detail.storyboard#nav")
  }

  @Test func separatesStoryboardsOutsideTheRunFromMissingIdentifiers() throws {
    let outside = try #require(graph.node("outside"))
    let unresolved = try #require(graph.node("unresolved"))
    #expect(
      try graph.destination(of: #require(graph.edge("toElsewhere")))
        == .external(StoryboardReference(storyboardName: "Settings"), placeholder: outside))
    #expect(
      try graph.destination(of: #require(graph.edge("toMissingID")))
        == .unresolved(
          StoryboardReference(storyboardName: "Detail", referencedIdentifier: "Nope"),
          placeholder: unresolved))
    #expect(graph.destination(ofSegue: "broken") == "missing")
  }

  @Test func unwindSeguesLeadToTheExitPlaceholder() throws {
    #expect(
      try graph.destination(of: #require(graph.edge("back")))
        == .exit(ExitPlaceholder(id: "exit1", location: GraphFixture.here)))
  }

  @Test func listsIncomingSeguesAcrossStoryboards() throws {
    let nav = try #require(graph.node("nav", inDocument: 1))
    let incoming = graph.segues(to: nav)
    #expect(graph.ids(incoming) == ["toDetail"])
    #expect(incoming.map { graph.source(of: $0) } == [graph.node("list")])
    #expect(incoming.map { graph.document(of: $0) } == [graph.documents[0]])
    #expect(
      try graph.ids(graph.segues(to: #require(graph.node("detail", inDocument: 1)))) == ["root"])
  }

  @Test func aReferenceThatLeadsBackToItselfIsUnresolvedNotALoop() throws {
    let looping = GraphFixture.document(
      "Loop.storyboard", initial: "self",
      [
        GraphFixture.scene(
          GraphFixture.controller(
            "viewControllerPlaceholder", "self", reference: .init(storyboardName: "Loop")))
      ])
    let graph = StoryboardGraph([looping])
    let node = try #require(graph.node("self"))
    #expect(
      graph.resolve(node)
        == .unresolved(StoryboardReference(storyboardName: "Loop"), placeholder: node))
  }

  @Test func aChainOfReferencesEndsAtTheFirstSceneAndReportsItsLastPlaceholder() throws {
    let first = GraphFixture.document(
      "First.storyboard",
      [
        GraphFixture.scene(
          GraphFixture.controller(
            "viewControllerPlaceholder", "toSecond", reference: .init(storyboardName: "Second"))),
        GraphFixture.scene(
          GraphFixture.controller(
            "viewControllerPlaceholder", "toThird", reference: .init(storyboardName: "Third"))),
      ])
    let second = GraphFixture.document(
      "Second.storyboard", initial: "onward",
      [
        GraphFixture.scene(
          GraphFixture.controller(
            "viewControllerPlaceholder", "onward",
            reference: .init(storyboardName: "Third", referencedIdentifier: "End"))),
        GraphFixture.scene(GraphFixture.controller("viewController", "end")),
      ])
    let graph = StoryboardGraph([first, second])
    let onward = try #require(graph.node("onward", inDocument: 1))
    // Second leads on into Third, which is not among the documents.
    #expect(
      try graph.resolve(#require(graph.node("toSecond")))
        == .external(
          StoryboardReference(storyboardName: "Third", referencedIdentifier: "End"),
          placeholder: onward))
    #expect(
      try graph.describe(graph.resolve(#require(graph.node("toThird"))))
        == "external Third/- at toThird")
  }

  @Test func theFirstDocumentOfANameWins() {
    let other = GraphFixture.document(
      "Other/Detail.storyboard", initial: "elsewhere",
      [GraphFixture.scene(GraphFixture.controller("viewController", "elsewhere"))])
    let graph = StoryboardGraph([Storyboards.main, Storyboards.detail, other])
    #expect(graph.destination(ofSegue: "toDetail") == "App/Detail.storyboard#nav")
    let reversed = StoryboardGraph([Storyboards.main, other, Storyboards.detail])
    #expect(reversed.destination(ofSegue: "toDetail") == "Other/Detail.storyboard#elsewhere")
  }
}
