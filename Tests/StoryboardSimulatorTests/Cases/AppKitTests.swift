import HeadlessNavigation
import StoryboardSimulator
import Testing

/// A macOS storyboard runs as AppKit on a Mac: a window controller shows its content, `show`
/// opens a window, `modal` a modal window, `sheet` a sheet, `popover` a popover; tab and split
/// view controllers show their children; an unwind dismisses the sheet it leaves.
@MainActor
@Suite struct AppKitTests {
  @Test(arguments: SimulatedIdiom.allCases)
  func aMacOSStoryboardRunsOnAMacWhateverIdiomIsAsked(idiom: SimulatedIdiom) throws {
    let simulator = try SimulatorFixture.simulator("AppKit", idiom: idiom)
    #expect(simulator.options.idiom == .mac)
    let simulation = try simulator.launch()
    #expect(simulation.idiom == .mac)
    #expect(simulation.window.platform == .appKit)
  }

  @Test func theLaunchShowsTheWindowControllersContent() throws {
    let state = try SimulatorFixture.launch("AppKit").state
    #expect(state.root.name == "MainWindowController")
    #expect(state.root.role == .window)
    #expect(state.root.children.map(\.name) == ["NSTabViewController"])
    #expect(state.visible == "LibraryViewController")
  }

  @Test(arguments: [
    ("ShowPreferences", HeadlessPresentationStyle.window, "PreferencesViewController"),
    ("ShowInspector", .window, "InspectorViewController"),
    ("ShowAbout", .modalWindow, "AboutViewController"),
    ("Export", .sheet, "ExportViewController"),
    ("ShowInfo", .popover, "InfoViewController"),
  ])
  func eachSegueKindPresentsFromTheSourcesWindow(
    segue: String, style: HeadlessPresentationStyle, visible: String
  ) throws {
    let simulation = try SimulatorFixture.launch("AppKit")
    let outcome = try simulation.perform(segue)
    #expect(!outcome.presentedModally, "a show that opens a window is no finding on a Mac")
    #expect(!outcome.adaptedPopover)
    #expect(simulation.state.presentationChain.map(\.presentationStyle) == [style])
    #expect(simulation.state.visible == visible)
    guard case .presented(_, let presenter, _) = outcome.events.last else {
      Issue.record("no presentation: \(outcome.events)")
      return
    }
    #expect(presenter == "MainWindowController")
  }

  @Test func theSplitViewInATabShowsBothColumns() throws {
    let simulation = try SimulatorFixture.launch("AppKit")
    try simulation.perform("tab:1")
    let split = try #require(
      simulation.state.root.allControllers.first { $0.role == .split(collapsed: false) })
    #expect(split.children.map(\.name) == ["SidebarViewController", "EditorViewController"])
    try simulation.perform("Rename")
    #expect(simulation.state.presentationChain.map(\.name) == ["RenameViewController"])
  }

  @Test func anUnwindFromTheSheetDismissesIt() throws {
    let simulation = try SimulatorFixture.launch("AppKit")
    try simulation.perform(["Export", "Done"])
    #expect(simulation.state.presented == 0)
    #expect(simulation.state.visible == "LibraryViewController")
  }

  @Test func explorationSaysWhichWindowShowsEachScene() throws {
    let report = try SimulatorFixture.simulator("AppKit").explore()
    let shownIn = Dictionary(
      uniqueKeysWithValues: report.reachedScenes.map { ($0.scene.name, $0.shownIn) })
    #expect(shownIn["LibraryViewController"] == "window 1")
    #expect(shownIn["PreferencesViewController"] == "window 2")
    #expect(shownIn["AccountsViewController"] == "sheet on window 2")
    #expect(shownIn["ExportViewController"] == "sheet on window 1")
    #expect(shownIn["AboutViewController"] == "modal window 2")
    #expect(shownIn["InfoViewController"] == "popover on window 1")
    let phone = try SimulatorFixture.simulator("Popover").explore()
    #expect(phone.reachedScenes.allSatisfy { $0.shownIn == nil })
  }

  @Test func explorationReachesEverySceneWithNoFinding() throws {
    let report = try SimulatorFixture.simulator("AppKit").explore()
    #expect(report.idiom == .mac)
    #expect(report.unreachedScenes.isEmpty)
    #expect(report.showsPresentingModally.isEmpty)
    #expect(report.segueFailures.isEmpty)
  }
}
