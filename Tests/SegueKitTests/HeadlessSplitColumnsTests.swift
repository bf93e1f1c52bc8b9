import HeadlessNavigation
import Testing

/// A column-style headless split view, as an app's unit test drives it: which controller each
/// column shows after `show` and `showDetail`, expanded and collapsed.
@MainActor
@Suite struct HeadlessSplitColumnsTests {
  private func tripleColumn(sizeClass: HeadlessSizeClass) -> (
    HeadlessSplitController, HeadlessWindow, sidebar: HeadlessController,
    timeline: HeadlessController
  ) {
    let sidebar = HeadlessController(name: "sidebar")
    let timeline = HeadlessController(name: "timeline")
    let split = HeadlessSplitController(
      name: "split", style: .tripleColumn,
      primary: HeadlessNavigationController(name: "sidebarNav", root: sidebar),
      supplementary: HeadlessNavigationController(name: "timelineNav", root: timeline),
      secondary: HeadlessController(name: "empty detail"))
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: sizeClass)
    return (split, window, sidebar, timeline)
  }

  @Test func showFromThePrimaryFillsTheSupplementaryAndFromThereTheSecondary() {
    let (split, window, sidebar, _) = tripleColumn(sizeClass: .regular)
    #expect(split.shownControllers.map(\.name) == ["sidebarNav", "timelineNav", "empty detail"])
    let archive = HeadlessController(name: "archive")
    sidebar.show(archive, sender: nil)
    #expect(split.controller(for: .supplementary) === archive)
    archive.show(HeadlessController(name: "message"), sender: nil)
    #expect(split.controller(for: .secondary)?.name == "message")
    #expect(split.controller(for: .primary)?.name == "sidebarNav")
    #expect(
      window.events == [
        .showedColumn("archive", column: "supplementary", in: "split"),
        .showedColumn("message", column: "secondary", in: "split"),
      ])
  }

  @Test func showDetailFillsTheSecondaryFromAnyColumn() {
    let (split, _, sidebar, _) = tripleColumn(sizeClass: .regular)
    sidebar.showDetail(HeadlessController(name: "message"), sender: nil)
    #expect(split.controller(for: .secondary)?.name == "message")
    #expect(split.controller(for: .supplementary)?.name == "timelineNav")
  }

  @Test func collapsedTheStackShowsTheSecondaryThenTheColumnShown() {
    let (split, window, _, timeline) = tripleColumn(sizeClass: .compact)
    #expect(split.isCollapsed)
    #expect(split.shownControllers.map(\.name) == ["empty detail"])
    timeline.show(HeadlessController(name: "message"), sender: nil)
    #expect(split.shownControllers.map(\.name) == ["message"])
    #expect(window.events == [.showedColumn("message", column: "secondary", in: "split")])
  }

  @Test func collapsedTheCompactColumnShowsInstead() {
    let phone = HeadlessController(name: "phone")
    let split = HeadlessSplitController(
      name: "split", style: .doubleColumn, primary: HeadlessController(name: "list"),
      secondary: HeadlessController(name: "detail"), compact: phone)
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: .compact)
    #expect(window.horizontalSizeClass == .compact)
    #expect(split.shownControllers.map(\.name) == ["phone"])
    #expect(split.controller(for: .compact) === phone)
    #expect(split.controller(for: .supplementary) == nil)
  }

  @Test func anAppKitSplitViewShowsEveryItem() {
    let split = HeadlessSplitController(
      name: "split",
      items: ["sidebar", "content", "inspector"].map { HeadlessController(name: $0) })
    let window = HeadlessWindow(rootController: split, platform: .appKit)
    #expect(window.platform == .appKit)
    #expect(split.isCollapsed == false)
    #expect(split.shownControllers.map(\.name) == ["sidebar", "content", "inspector"])
  }
}
