import HeadlessNavigation
import SegueKit
import Testing

/// Replays Examples/SplitMenu/Main.storyboard: + shows the popover menu, a row pushes onto the
/// detail through PushDetailSegue.
@MainActor
@Suite struct SplitMenuFlowTests {
  struct App {
    let window: HeadlessWindow
    let split: HeadlessSplitController
    let primary: HeadlessNavigationController
    let detailNavigation: HeadlessNavigationController
    let detail: DetailViewController
  }

  func launch(sizeClass: HeadlessSizeClass) throws -> App {
    let root = try StoryboardReplay.splitMenu().instantiateInitialController()
    let split = try #require(root as? HeadlessSplitController)
    let primary = try #require(split.primary as? HeadlessNavigationController)
    let detailNavigation = try #require(split.secondary as? HeadlessNavigationController)
    let detail = try #require(detailNavigation.topController as? DetailViewController)
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: sizeClass)
    return App(
      window: window, split: split, primary: primary, detailNavigation: detailNavigation,
      detail: detail)
  }

  /// Taps + and returns the menu shown in the popover.
  func openMenu(_ app: App) throws -> MenuViewController {
    app.detail.entry = "Groceries"
    try app.detail.performSegue(.showMenu, sender: nil)
    app.window.settle()
    return try #require(app.split.presentedController as? MenuViewController)
  }

  func count(_ events: [NavigationEvent], where matches: (NavigationEvent) -> Bool) -> Int {
    events.filter(matches).count
  }

  @Test func theMenuIsAPopoverPresentedByTheSplitView() throws {
    let app = try launch(sizeClass: .regular)
    let menu = try openMenu(app)
    #expect(menu.isPresentedAsPopover)
    #expect(menu.relatedEntry == "Groceries")
    #expect(
      app.window.events.last == .presented("MenuViewController", by: "Split", style: .popover))
  }

  @Test(arguments: [
    (HeadlessSizeClass.regular, "NewNote", "NoteViewController"),
    (.regular, "NewReminder", "ReminderViewController"),
    (.compact, "NewNote", "NoteViewController"),
  ])
  func aMenuRowDismissesThePopoverOnceAndPushesOnce(
    sizeClass: HeadlessSizeClass, row: String, pushed: String
  ) throws {
    let app = try launch(sizeClass: sizeClass)
    let menu = try openMenu(app)
    let before = app.window.events.count
    let segue = try menu.performSegue(withIdentifier: row, sender: nil)
    #expect(segue is HeadlessPushDetailSegue)
    #expect(!app.window.events[before...].contains { if case .pushed = $0 { true } else { false } })
    app.window.settle()

    let events = Array(app.window.events[before...])
    let stack = sizeClass == .regular ? app.detailNavigation : app.primary
    let root = sizeClass == .regular ? "DetailViewController" : "MasterViewController"
    #expect(app.split.presentedController == nil)
    #expect(stack.viewControllers.map(\.name) == [root, pushed])
    #expect(count(events) { $0 == .dismissed("MenuViewController", by: "Split") } == 1)
    #expect(count(events) { if case .pushed = $0 { true } else { false } } == 1)
    #expect(events.last == .pushed(pushed, onto: stack.name))
  }

  @Test func thePushedControllerIsPreparedByTheMenu() throws {
    let app = try launch(sizeClass: .regular)
    let menu = try openMenu(app)
    try menu.performSegue(.newReminder, sender: nil)
    app.window.settle()
    let reminder = try #require(app.detailNavigation.topController as? ReminderViewController)
    #expect(reminder.relatedEntry == "Groceries")
  }

  @Test(arguments: [HeadlessSizeClass.regular, .compact])
  func selectingAnEntryShowsItAsDetail(sizeClass: HeadlessSizeClass) throws {
    let app = try launch(sizeClass: sizeClass)
    let master = try #require(app.primary.topController as? MasterViewController)
    master.selectedRow = 1
    try master.performSegue(.showEntry, sender: nil)
    switch sizeClass {
    case .regular:
      let detailNavigation = try #require(app.split.secondary as? HeadlessNavigationController)
      #expect(detailNavigation !== app.detailNavigation, "a new detail replaced the old one")
      let detail = try #require(detailNavigation.topController as? DetailViewController)
      #expect(detail.entry == "Trip to Lisbon")
    case .compact:
      #expect(
        app.primary.viewControllers.map(\.name) == [
          "MasterViewController", "Navigation(DetailViewController)",
        ])
    }
  }
}
