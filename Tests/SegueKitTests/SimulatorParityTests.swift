import Foundation
import HeadlessNavigation
import SegueKit
import StoryboardSimulator
import Testing

/// The Examples' flows through StoryboardSimulator give the same NavigationEvent logs as the
/// hand-built replays of FinanceFlowTests and SplitMenuFlowTests, with the same stand-in
/// controllers. Only container names differ: the replays name them `Navigation(Root)` and
/// `Split`, the simulator after their UIKit class; the replays' logs are renamed so.
@MainActor
@Suite struct SimulatorParityTests {
  static let finance: [String: @MainActor @Sendable () -> HeadlessController] = [
    "JobListViewController": { JobListViewController() },
    "JobEditorViewController": { JobEditorViewController() },
    "AddPaycheckViewController": { AddPaycheckViewController() },
    "PaycheckListViewController": { PaycheckListViewController() },
  ]

  static let splitMenu: [String: @MainActor @Sendable () -> HeadlessController] = [
    "MasterViewController": { MasterViewController() },
    "DetailViewController": { DetailViewController() },
    "MenuViewController": { MenuViewController() },
    "NoteViewController": { NoteViewController() },
    "ReminderViewController": { ReminderViewController() },
  ]

  /// The simulator's log of `steps` through the example app `app`.
  func simulated(
    _ app: String, _ steps: [String], idiom: SimulatedIdiom,
    controllers: [String: @MainActor @Sendable () -> HeadlessController]
  ) throws -> [NavigationEvent] {
    let path = ExampleStoryboard.packageRoot.appendingPathComponent("Examples/\(app)").path
    let simulator = try StoryboardSimulator(
      contentsOf: [path], options: SimulatorOptions(idiom: idiom, controllers: controllers))
    let simulation = try simulator.launch()
    try simulation.perform(steps)
    return simulation.window.events
  }

  /// A replay's log with its container names spelled as the simulator spells them.
  func renamed(_ events: [NavigationEvent]) -> [NavigationEvent] {
    func name(_ name: String) -> String {
      if name.hasPrefix("Navigation(") { return "UINavigationController" }
      return name == "Split" ? "UISplitViewController" : name
    }
    return events.map { event in
      switch event {
      case .prepared(let segue, let destination):
        .prepared(segue: segue, destination: name(destination))
      case .presented(let controller, let presenter, let style):
        .presented(name(controller), by: name(presenter), style: style)
      case .presentationRefused(let controller, let presenter, let existing):
        .presentationRefused(
          name(controller), by: name(presenter), alreadyPresenting: name(existing))
      case .dismissed(let controller, let presenter):
        .dismissed(name(controller), by: name(presenter))
      case .pushed(let controller, let navigation):
        .pushed(name(controller), onto: name(navigation))
      case .popped(let controller, let navigation):
        .popped(name(controller), from: name(navigation))
      case .showedDetail(let controller, let split):
        .showedDetail(name(controller), in: name(split))
      case .showedPrimary(let controller, let split):
        .showedPrimary(name(controller), in: name(split))
      case .showedColumn(let controller, let column, let split):
        .showedColumn(name(controller), column: column, in: name(split))
      case .selectedTab(let controller, let tabs): .selectedTab(name(controller), in: name(tabs))
      }
    }
  }

  @Test(arguments: [DeviceIdiom.pad, .phone])
  func financeEditorSavedAndPaychecksShown(idiom: DeviceIdiom) throws {
    let app = try FinanceFlowTests().launch(idiom: idiom)
    try app.jobList.performSegue(.showJobEditor, sender: nil)
    app.window.settle()
    let presented = try #require(
      app.navigation.presentedController as? HeadlessNavigationController)
    let editor = try #require(presented.topController as? JobEditorViewController)
    try editor.performSegue(.saveJob, sender: nil)
    app.window.settle()
    try app.jobList.performSegue(.showAllPaychecks, sender: nil)
    app.window.settle()

    let simulated = try simulated(
      "Finance", ["ShowJobEditor", "SaveJob", "ShowAllPaychecks"],
      idiom: idiom == .phone ? .phone : .pad, controllers: Self.finance)
    #expect(simulated == renamed(app.window.events))
    #expect(simulated.count == 6)
  }

  @Test func financePaycheckCancelled() throws {
    let app = try FinanceFlowTests().launch()
    try app.jobList.performSegue(.showAddPaycheck, sender: nil)
    app.window.settle()
    let presented = try #require(
      app.navigation.presentedController as? HeadlessNavigationController)
    let editor = try #require(presented.topController as? AddPaycheckViewController)
    try editor.performSegue(.cancelPaycheck, sender: nil)
    app.window.settle()

    let simulated = try simulated(
      "Finance", ["ShowAddPaycheck", "CancelPaycheck"], idiom: .pad, controllers: Self.finance)
    #expect(simulated == renamed(app.window.events))
  }

  @Test(arguments: ["NewNote", "NewReminder"])
  func splitMenuRowOnPad(row: String) throws {
    let flow = SplitMenuFlowTests()
    let app = try flow.launch(sizeClass: .regular)
    let menu = try flow.openMenu(app)
    try menu.performSegue(withIdentifier: row, sender: nil)
    app.window.settle()

    let simulated = try simulated(
      "SplitMenu", ["ShowMenu", row], idiom: .pad, controllers: Self.splitMenu)
    #expect(simulated == renamed(app.window.events))
    #expect(
      simulated.last
        == .pushed(
          row == "NewNote" ? "NoteViewController" : "ReminderViewController",
          onto: "UINavigationController"))
  }

  @Test(arguments: [HeadlessSizeClass.regular, .compact])
  func splitMenuEntryThenMenuRow(sizeClass: HeadlessSizeClass) throws {
    let app = try SplitMenuFlowTests().launch(sizeClass: sizeClass)
    let master = try #require(app.primary.topController as? MasterViewController)
    try master.performSegue(.showEntry, sender: nil)
    app.window.settle()
    // The new detail: the secondary column when expanded, pushed onto the primary when not.
    let shown = sizeClass == .regular ? app.split.secondary : app.primary.topController
    let detailNavigation = try #require(shown as? HeadlessNavigationController)
    let detail = try #require(detailNavigation.topController as? DetailViewController)
    try detail.performSegue(.showMenu, sender: nil)
    app.window.settle()
    let menu = try #require(app.split.presentedController as? MenuViewController)
    try menu.performSegue(.newNote, sender: nil)
    app.window.settle()

    let simulated = try simulated(
      "SplitMenu", ["ShowEntry", "ShowMenu", "NewNote"],
      idiom: sizeClass == .regular ? .pad : .phone, controllers: Self.splitMenu)
    #expect(simulated == renamed(app.window.events))
  }
}
