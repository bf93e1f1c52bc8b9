import HeadlessNavigation
import SegueKit
import Testing

private final class Editor: HeadlessController {}
private final class Other: HeadlessController {}

/// Stands in for AppKit's NSWindowController, whose content the AppKit adapter reports.
private final class WindowLike {
  let content: Any?
  init(content: Any?) { self.content = content }
}

@MainActor
@Suite struct DestinationResolverTests {
  private func resolve<Destination>(_ destination: HeadlessController, as type: Destination.Type)
    -> Result<Destination, SegueFailure>
  {
    DestinationResolver.resolve(
      destination, as: type, controllerType: "Source", identifier: "Go"
    ) { ($0 as? HeadlessController)?.containerContents.map { $0 as Any } ?? .none }
  }

  @Test func aPlainDestinationIsItself() throws {
    let editor = Editor(name: "editor")
    #expect(try resolve(editor, as: Editor.self).get() === editor)
  }

  @Test func aNavigationControllerIsUnwrappedToItsTopThenItsRoot() throws {
    let root = Other(name: "root")
    let navigation = HeadlessNavigationController(root: root)
    let top = Editor(name: "top")
    navigation.push(top, animated: false)
    #expect(try resolve(navigation, as: Editor.self).get() === top)
    #expect(try resolve(navigation, as: Other.self).get() === root)
    #expect(try resolve(navigation, as: HeadlessNavigationController.self).get() === navigation)
  }

  @Test func aTabContainerPrefersItsSelectedTab() throws {
    let first = Editor(name: "first")
    let second = Editor(name: "second")
    let tabs = HeadlessTabController(tabs: [first, second])
    tabs.select(index: 1)
    #expect(try resolve(tabs, as: Editor.self).get() === second)
  }

  @Test func aSplitViewPrefersItsSecondaryAndDescendsIntoNavigation() throws {
    let primary = Editor(name: "primary")
    let secondary = Editor(name: "secondary")
    let split = HeadlessSplitController(
      primary: HeadlessNavigationController(root: primary),
      secondary: HeadlessNavigationController(root: secondary))
    #expect(try resolve(split, as: Editor.self).get() === secondary)
  }

  @Test func aNavigationControllerInsideATabIsUnwrapped() throws {
    let editor = Editor(name: "editor")
    let tabs = HeadlessTabController(tabs: [HeadlessNavigationController(root: editor)])
    #expect(try resolve(tabs, as: Editor.self).get() === editor)
  }

  @Test func aMismatchDescribesWhatWasFound() {
    let navigation = HeadlessNavigationController(root: Other(name: "other"))
    navigation.push(Other(name: "another"), animated: false)
    #expect(
      resolve(navigation, as: Editor.self).map { _ in true }
        == .failure(
          .destinationMismatch(
            controllerType: "Source", identifier: "Go", expected: "Editor",
            found: "HeadlessNavigationController with the stack [Other, Other]")))
  }

  @Test func aWindowControllersContentIsUnwrapped() throws {
    let editor = Editor(name: "editor")
    let contents: (Any) -> ContainerContents<Any> = { candidate in
      guard let window = candidate as? WindowLike else { return .none }
      return .window(content: window.content)
    }
    let found = DestinationResolver.resolve(
      WindowLike(content: editor), as: Editor.self, controllerType: "Source", identifier: nil,
      contents: contents)
    #expect(try found.get() === editor)
    let missing = DestinationResolver.resolve(
      WindowLike(content: nil), as: Editor.self, controllerType: "Source", identifier: nil,
      contents: contents)
    #expect(
      missing.map { _ in true }
        == .failure(
          .destinationMismatch(
            controllerType: "Source", identifier: nil, expected: "Editor",
            found: "WindowLike with the content none")))
  }

  @Test func containersAreDescribedByWhatTheyHold() {
    let split = HeadlessSplitController(
      primary: Other(name: "primary"), secondary: HeadlessNavigationController(root: Other()))
    let tabs = HeadlessTabController(tabs: [Other(), Other()])
    #expect(
      resolve(split, as: Editor.self).map { _ in true }
        == .failure(
          .destinationMismatch(
            controllerType: "Source", identifier: "Go", expected: "Editor",
            found:
              "HeadlessSplitController with the primary Other and the secondary "
              + "HeadlessNavigationController")))
    #expect(
      resolve(tabs, as: Editor.self).map { _ in true }
        == .failure(
          .destinationMismatch(
            controllerType: "Source", identifier: "Go", expected: "Editor",
            found: "HeadlessTabController with the tabs [Other, Other]")))
  }
}
