import HeadlessNavigation
import NavigationCore
import SegueKit
import Testing

/// SegueKit's reading of its controllers for NavigationCore's rules: what `NavigableHierarchy`
/// answers from `NavigableController`, on headless controllers.
@MainActor
@Suite struct NavigableHierarchyTests {
  let hierarchy = NavigableHierarchy<HeadlessController>(platform: .uiKit)

  @Test func containersReadAsTheCoreContainers() {
    let root = HeadlessController(name: "root")
    let navigation = HeadlessNavigationController(name: "nav", root: root)
    let other = HeadlessController(name: "other")
    let tabs = HeadlessTabController(name: "tabs", tabs: [navigation, other])
    tabs.select(index: 1)
    let split = HeadlessSplitController(name: "split", primary: tabs, secondary: nil)

    #expect(hierarchy.container(of: root) == .plain)
    #expect(hierarchy.container(of: navigation) == .navigation)
    #expect(hierarchy.container(of: tabs) == .tabs(selected: 1))
    #expect(hierarchy.container(of: split) == .split(.classic))
    #expect(hierarchy.children(of: tabs).map(\.name) == ["nav", "other"])
    // A split view without a secondary column has its primary alone.
    #expect(hierarchy.children(of: split).map(\.name) == ["tabs"])
    #expect(hierarchy.lineage(of: root).map(\.name) == ["root", "nav", "tabs", "split"])
  }

  @Test func aPopoverRootIsThePopoverAndItsChildrenAreNot() {
    let presenter = HeadlessController(name: "presenter")
    let window = HeadlessWindow(rootController: presenter)
    let menu = HeadlessController(name: "menu")
    let popover = HeadlessNavigationController(name: "popover", root: menu)
    popover.modalPresentationStyle = .popover
    presenter.present(popover, animated: false)
    window.settle()

    #expect(hierarchy.presentationStyle(of: popover) == .popover)
    #expect(hierarchy.presentationStyle(of: menu) == .automatic)
    #expect(hierarchy.presenter(of: popover) === presenter)
    #expect(hierarchy.presenter(of: menu) == nil)
    #expect(hierarchy.presented(by: presenter) === popover)
    #expect(hierarchy.isSame(popover, popover))
    #expect(!hierarchy.isSame(popover, menu))
  }

  /// UIKit says per split view whether it is collapsed; the hierarchy's own size class is not
  /// what a split view is asked.
  @Test(arguments: [HeadlessSizeClass.compact, .regular])
  func aSplitViewSaysWhetherItIsCollapsed(_ sizeClass: HeadlessSizeClass) {
    let split = HeadlessSplitController(
      name: "split", primary: HeadlessController(name: "primary"),
      secondary: HeadlessController(name: "secondary"))
    // The split view finds its size class through its window, which it does not keep alive.
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: sizeClass)
    withExtendedLifetime(window) {
      #expect(hierarchy.isCollapsed(split) == (sizeClass == .compact))
      #expect(hierarchy.isCollapsedSplit(split) == (sizeClass == .compact))
    }
  }
}
