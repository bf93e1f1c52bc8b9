import StoryboardKit
import Testing

/// `content(of:)`: the controller code means when a segue leads to a container.
@Suite struct ContainerContentTests {
  typealias F = GraphFixture

  static func root(_ id: String, from nav: String, to destination: String) -> Segue {
    F.segue(id, .relationship, from: nav, to: destination, relationship: "rootViewController")
  }

  static func windowContent(_ id: String, from window: String, to destination: String) -> Segue {
    F.segue(
      id, .relationship, from: window, to: destination,
      relationship: "window.shadowedContentViewController")
  }

  /// The id of the content of the node with id `id` in the first document.
  static func content(of id: String, in documents: [StoryboardDocument]) -> String? {
    let graph = StoryboardGraph(documents)
    return graph.node(id).map { graph[graph.content(of: $0)].id }
  }

  @Test func aNavigationControllersContentIsItsRootThroughNestedOnes() {
    let document = F.document(
      "Main.storyboard",
      [
        F.scene(
          F.controller("navigationController", "outer"),
          [Self.root("r1", from: "outer", to: "inner")]),
        F.scene(
          F.controller("navigationController", "inner"),
          [Self.root("r2", from: "inner", to: "list")]),
        F.scene(F.controller("tableViewController", "list")),
        F.scene(
          F.controller("tabBarController", "tabs"),
          [
            F.segue("t1", .relationship, from: "tabs", to: "outer", relationship: "viewControllers")
          ]),
      ])
    #expect(Self.content(of: "outer", in: [document]) == "list")
    #expect(Self.content(of: "inner", in: [document]) == "list")
    #expect(Self.content(of: "list", in: [document]) == "list")
    // Only navigation and window controllers show one child that code means.
    #expect(Self.content(of: "tabs", in: [document]) == "tabs")
  }

  @Test func aRootBehindAStoryboardReferenceIsFollowed() {
    let main = F.document(
      "Main.storyboard",
      [
        F.scene(
          F.controller("navigationController", "nav"), [Self.root("r1", from: "nav", to: "ref")]),
        F.scene(
          F.controller(
            "viewControllerPlaceholder", "ref", reference: .init(storyboardName: "Detail"))),
      ])
    let detail = F.document(
      "Detail.storyboard", initial: "detailNav",
      [
        F.scene(
          F.controller("navigationController", "detailNav"),
          [Self.root("r2", from: "detailNav", to: "detail")]),
        F.scene(F.controller("viewController", "detail")),
      ])
    #expect(Self.content(of: "nav", in: [main, detail]) == "detail")
  }

  @Test func theFirstRootRelationshipDecidesEvenWhenItLeadsNowhere() {
    let document = F.document(
      "Nav.storyboard",
      [
        F.scene(
          F.controller("navigationController", "nav"),
          [Self.root("lost", from: "nav", to: "gone"), Self.root("late", from: "nav", to: "view")]),
        F.scene(F.controller("viewController", "view")),
      ])
    #expect(Self.content(of: "nav", in: [document]) == "nav")
  }

  @Test func navigationControllersThatContainEachOtherEndTheSearch() {
    let document = F.document(
      "Loop.storyboard",
      [
        F.scene(F.controller("navigationController", "a"), [Self.root("r1", from: "a", to: "b")]),
        F.scene(F.controller("navigationController", "b"), [Self.root("r2", from: "b", to: "a")]),
      ])
    #expect(Self.content(of: "a", in: [document]) == "a")
    #expect(Self.content(of: "b", in: [document]) == "b")
  }

  @Test func aWindowControllersContentIsItsFirstContentRelationship() {
    let document = F.document(
      "Mac.storyboard", runtime: "MacOSX.Cocoa",
      [
        F.scene(
          F.controller("windowController", "window"),
          [
            Self.windowContent("content", from: "window", to: "view"),
            Self.windowContent("later", from: "window", to: "other"),
          ]),
        F.scene(F.controller("viewController", "view")),
        F.scene(F.controller("viewController", "other")),
        // A navigation controller's root relationship is not window content, nor the reverse.
        F.scene(
          F.controller("navigationController", "nav"),
          [Self.windowContent("mixed", from: "nav", to: "view")]),
        F.scene(
          F.controller("windowController", "rooted"), [Self.root("r1", from: "rooted", to: "view")]
        ),
        F.scene(
          F.controller("splitViewController", "split"),
          [F.segue("items", .relationship, from: "split", to: "view", relationship: "splitItems")]),
      ])
    #expect(Self.content(of: "window", in: [document]) == "view")
    #expect(Self.content(of: "nav", in: [document]) == "nav")
    #expect(Self.content(of: "rooted", in: [document]) == "rooted")
    #expect(Self.content(of: "split", in: [document]) == "split")
  }

  @Test func aWindowsContentBehindAStoryboardReferenceIsFollowed() {
    let main = F.document(
      "Main.storyboard", runtime: "MacOSX.Cocoa",
      [
        F.scene(
          F.controller("windowController", "window"),
          [Self.windowContent("c1", from: "window", to: "ref")]),
        F.scene(
          F.controller(
            "controllerPlaceholder", "ref",
            reference: .init(storyboardName: "Editor", referencedIdentifier: "Editor"))),
      ])
    let editor = F.document(
      "Editor.storyboard", runtime: "MacOSX.Cocoa",
      [F.scene(F.controller("viewController", "editor", identifier: "Editor"))])
    #expect(Self.content(of: "window", in: [main, editor]) == "editor")
  }
}
