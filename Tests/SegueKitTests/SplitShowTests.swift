import HeadlessNavigation
import Testing

/// `show` from a split view's column that no navigation controller holds: an expanded split
/// view makes the controller its primary column (UISplitViewController's documented
/// `show(_:sender:)`); a collapsed one pushes onto its primary navigation controller.
@MainActor
@Suite struct SplitShowTests {
  @Test func anExpandedSplitViewShowsAsItsPrimary() {
    let detail = HeadlessController(name: "detail")
    let split = HeadlessSplitController(
      name: "split", primary: HeadlessController(name: "master"), secondary: detail)
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: .regular)
    detail.show(HeadlessController(name: "more"), sender: nil)
    #expect(split.primary?.name == "more")
    #expect(split.secondary === detail)
    #expect(split.presentedController == nil)
    #expect(window.events == [.showedPrimary("more", in: "split")])
  }

  @Test func aCollapsedSplitViewPushesOntoItsPrimaryStack() {
    let master = HeadlessNavigationController(name: "nav", root: HeadlessController(name: "master"))
    let detail = HeadlessController(name: "detail")
    let split = HeadlessSplitController(name: "split", primary: master, secondary: detail)
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: .compact)
    detail.show(HeadlessController(name: "more"), sender: nil)
    #expect(master.viewControllers.map(\.name) == ["master", "more"])
    #expect(window.events == [.pushed("more", onto: "nav")])
  }
}
