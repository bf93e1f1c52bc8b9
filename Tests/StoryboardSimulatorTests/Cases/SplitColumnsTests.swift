import HeadlessNavigation
import StoryboardKit
import StoryboardSimulator
import Testing

/// Column-style split views (iOS 14) as UIKit runs them: every column on a pad, the collapsed
/// stack or the compact column on a phone; `show` into the next column, `showDetail` into
/// the secondary.
@MainActor
@Suite struct SplitColumnsTests {
  private func columns(_ state: SimulatorState) -> [String] {
    let split = state.root.allControllers.first {
      if case .split = $0.role { return true }
      return false
    }
    return (split?.children ?? []).map { "\($0.column?.rawValue ?? "?"): \($0.name)" }
  }

  @Test func onAPadEveryColumnShowsAndShowFillsTheNextColumn() throws {
    let simulation = try SimulatorFixture.launch("TripleColumn", idiom: .pad)
    #expect(simulation.state.root.role == .split(collapsed: false))
    #expect(
      columns(simulation.state) == [
        "primary: UINavigationController", "supplementary: UINavigationController",
        "secondary: UINavigationController",
      ])
    #expect(simulation.state.visible == "MessageViewController")
    let show = try simulation.perform("ShowArchive")
    #expect(
      show.events.last
        == .showedColumn(
          "ArchiveViewController", column: "supplementary", in: "UISplitViewController"))
    let detail = try simulation.perform("ShowArchivedMessage")
    #expect(
      detail.events.last
        == .showedColumn("MessageViewController", column: "secondary", in: "UISplitViewController"))
    #expect(
      columns(simulation.state) == [
        "primary: UINavigationController", "supplementary: ArchiveViewController",
        "secondary: MessageViewController",
      ])
  }

  @Test func onAPhoneTheCollapsedStackShowsTheSecondaryAndBackWalksTheColumns() throws {
    let simulation = try SimulatorFixture.launch("TripleColumn", idiom: .phone)
    #expect(simulation.state.root.role == .split(collapsed: true))
    #expect(simulation.state.visible == "MessageViewController")
    try simulation.perform("back")
    #expect(simulation.state.visible == "TimelineViewController")
    try simulation.perform("back")
    #expect(simulation.state.visible == "SidebarViewController")
    #expect(throws: SimulatorError.self) { try simulation.perform("back") }
    try simulation.perform("ShowArchive")
    #expect(simulation.state.visible == "ArchiveViewController")
  }

  @Test func anUnwindGoesBackDownTheCollapsedStack() throws {
    let simulation = try SimulatorFixture.launch("TripleColumn", sources: true, idiom: .phone)
    try simulation.perform("BackToMailboxes")
    #expect(simulation.state.visible == "SidebarViewController")
  }

  @Test(arguments: [SimulatedIdiom.phone, .pad])
  func exploringReachesEveryColumn(idiom: SimulatedIdiom) throws {
    let report = try SimulatorFixture.simulator("TripleColumn", sources: true, idiom: idiom)
      .explore()
    #expect(report.unreachedScenes.isEmpty)
    #expect(report.unwindsWithoutDestination.isEmpty)
    let steps = Dictionary(
      report.reachedScenes.map { ($0.scene.name, $0.steps) }, uniquingKeysWith: { a, _ in a })
    #expect(steps["MessageViewController"] == [])
    // On a pad the timeline shows at launch; on a phone `back` from the secondary shows it.
    #expect(steps["TimelineViewController"] == (idiom == .pad ? [] : ["back"]))
  }

  private static let compactScenes = [
    InlineStoryboard.scene(
      "splitViewController", "split", #"style="doubleColumn""#,
      #"<segue destination="list" kind="relationship" relationship="masterViewController" id="r1"/>"#
        + #"<segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>"#
        + #"<segue destination="phone" kind="relationship" relationship="compactViewController" id="r3"/>"#
    ),
    InlineStoryboard.scene(
      "viewController", "list", #"customClass="ListViewController""#,
      #"<segue destination="item" kind="show" identifier="ShowItem" id="s1"/>"#),
    InlineStoryboard.scene("viewController", "detail", #"customClass="DetailViewController""#),
    InlineStoryboard.scene("viewController", "item", #"customClass="ItemViewController""#),
    InlineStoryboard.scene(
      "viewController", "phone", #"customClass="PhoneViewController""#,
      #"<segue destination="item" kind="showDetail" identifier="ShowPhoneItem" id="s2"/>"#),
  ].joined()

  @Test func theCompactColumnShowsInsteadOfTheOthersOnAPhone() throws {
    let document = try InlineStoryboard.ios(initial: "split", Self.compactScenes)
    let phone = try StoryboardSimulator(
      documents: [document], options: SimulatorOptions(idiom: .phone)
    ).launch()
    #expect(phone.state.visible == "PhoneViewController")
    #expect(columns(phone.state).last == "compact: PhoneViewController")
    // showDetail from the compact column, which is no navigation controller: presented.
    try phone.perform("ShowPhoneItem")
    #expect(phone.state.presentationChain.map(\.name) == ["ItemViewController"])

    let pad = try StoryboardSimulator(
      documents: [document], options: SimulatorOptions(idiom: .pad)
    ).launch()
    #expect(pad.state.visible == "DetailViewController")
    // A double-column split view: show from the primary fills the secondary.
    try pad.perform("ShowItem")
    #expect(
      columns(pad.state) == [
        "primary: ListViewController", "secondary: ItemViewController",
        "compact: PhoneViewController",
      ])
  }

  @Test(arguments: [#"style="doubleColumn""#, #"allowDoubleColumnStyle="YES""#])
  func theStyleAttributeMakesADoubleColumnSplitView(attribute: String) throws {
    let document = try InlineStoryboard.ios(
      initial: "split",
      [
        InlineStoryboard.scene(
          "splitViewController", "split", attribute,
          #"<segue destination="list" kind="relationship" relationship="masterViewController" id="r1"/>"#
            + #"<segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>"#
        ),
        InlineStoryboard.scene(
          "viewController", "list", #"customClass="ListViewController""#,
          #"<segue destination="item" kind="show" identifier="ShowItem" id="s1"/>"#),
        InlineStoryboard.scene("viewController", "detail", #"customClass="DetailViewController""#),
        InlineStoryboard.scene("viewController", "item", #"customClass="ItemViewController""#),
      ].joined())
    #expect(document.scenes.first?.controller?.splitStyle == "doubleColumn")
    let pad = try StoryboardSimulator(
      documents: [document], options: SimulatorOptions(idiom: .pad)
    ).launch()
    try pad.perform("ShowItem")
    #expect(columns(pad.state) == ["primary: ListViewController", "secondary: ItemViewController"])
  }

  @Test func aClassicSplitViewKeepsItsTwoColumnRules() throws {
    let document = try InlineStoryboard.ios(
      initial: "split",
      [
        InlineStoryboard.scene(
          "splitViewController", "split", "",
          #"<segue destination="list" kind="relationship" relationship="masterViewController" id="r1"/>"#
            + #"<segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>"#
        ),
        InlineStoryboard.scene(
          "viewController", "list", #"customClass="ListViewController""#,
          #"<segue destination="item" kind="show" identifier="ShowItem" id="s1"/>"#),
        InlineStoryboard.scene("viewController", "detail", #"customClass="DetailViewController""#),
        InlineStoryboard.scene("viewController", "item", #"customClass="ItemViewController""#),
      ].joined())
    let pad = try StoryboardSimulator(
      documents: [document], options: SimulatorOptions(idiom: .pad)
    ).launch()
    try pad.perform("ShowItem")
    #expect(
      columns(pad.state) == ["primary: ItemViewController", "secondary: DetailViewController"])
  }

  @Test func everyAppKitSplitItemShows() throws {
    let simulation = try SimulatorFixture.launch("AppKitSplitItems")
    #expect(
      columns(simulation.state) == [
        "item: SidebarViewController", "item: TimelineViewController",
        "item: InspectorViewController",
      ])
    let report = try SimulatorFixture.simulator("AppKitSplitItems").explore()
    #expect(report.unreachedScenes.isEmpty)
    let launched = report.reachedScenes.filter { $0.steps.isEmpty }.map(\.scene.name)
    #expect(launched.contains("InspectorViewController"))
    // A segue of the third item runs from it.
    try simulation.perform("Share")
    #expect(simulation.state.presentationChain.map(\.name) == ["ShareViewController"])
  }
}
