import HeadlessNavigation
import NavigationCore
import SegueKit
import Testing

/// The push-detail decisions on hand-built hierarchies: a split view whose detail presents a
/// popover menu, as in the seed's iPad app. NavigationCore's rule decides, read over the
/// controllers through SegueKit's `NavigableHierarchy`, the code UIKit's `PushDetailSegue` runs.
@MainActor
@Suite struct PushDetailDecisionTests {
  struct Scene {
    let window: HeadlessWindow
    let split: HeadlessSplitController
    let primary: HeadlessNavigationController
    let detail: HeadlessController
    let menu: HeadlessController
    let popover: HeadlessNavigationController
  }

  /// A split view (primary in a navigation controller, detail optionally in one) whose detail
  /// presents a menu in a popover, itself wrapped in a navigation controller.
  func makeScene(sizeClass: HeadlessSizeClass = .regular, detailInNavigation: Bool = true) -> Scene
  {
    let primary = HeadlessNavigationController(
      name: "primary", root: HeadlessController(name: "master"))
    let detail = HeadlessController(name: "detail")
    let secondary =
      detailInNavigation ? HeadlessNavigationController(name: "secondary", root: detail) : detail
    let split = HeadlessSplitController(name: "split", primary: primary, secondary: secondary)
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: sizeClass)
    let menu = HeadlessController(name: "menu")
    let popover = HeadlessNavigationController(name: "popover", root: menu)
    popover.modalPresentationStyle = .popover
    detail.present(popover, animated: true)
    window.settle()
    return Scene(
      window: window, split: split, primary: primary, detail: detail, menu: menu, popover: popover)
  }

  /// The rule over SegueKit's reading of the controllers, as `PushDetailSegue` asks it.
  func decide(from source: HeadlessController) -> PushDetailDecision<HeadlessController> {
    NavigationRules.pushDetail(
      from: source, in: NavigableHierarchy<HeadlessController>(platform: .uiKit))
  }

  @Test func expandedPushesOntoTheDetailNavigationControllerAfterDismissing() throws {
    let scene = makeScene()
    let destination = HeadlessController(name: "note")
    let segue = HeadlessPushDetailSegue(
      identifier: "NewNote", source: scene.menu, destination: destination)
    let decision = decide(from: scene.menu)
    #expect(decision.popoverToDismiss === scene.popover)
    guard case .push(let navigation) = decision.placement else {
      Issue.record("expected a push, got \(decision.placement)")
      return
    }
    #expect(segue.decision.popoverToDismiss === scene.popover)
    #expect(navigation.name == "secondary")

    segue.perform()
    // The push waits for the dismissal to finish.
    #expect(scene.window.events.last == .dismissed("popover", by: "split"))
    #expect(scene.split.presentedController === scene.popover)
    scene.window.settle()
    #expect(scene.split.presentedController == nil)
    let secondary = try #require(scene.split.secondary as? HeadlessNavigationController)
    #expect(secondary.viewControllers.map(\.name) == ["detail", "note"])
    #expect(
      Array(scene.window.events.suffix(2)) == [
        .dismissed("popover", by: "split"), .pushed("note", onto: "secondary"),
      ])
  }

  @Test func collapsedPushesOntoThePrimaryNavigationController() {
    let scene = makeScene(sizeClass: .compact)
    // The adapter's window is regular: the split view itself says it is collapsed.
    guard case .push(let navigation) = decide(from: scene.menu).placement else {
      Issue.record("expected a push onto the primary")
      return
    }
    #expect(navigation === scene.primary)
    let segue = HeadlessPushDetailSegue(
      identifier: nil, source: scene.menu, destination: HeadlessController(name: "note"))
    segue.perform()
    scene.window.settle()
    #expect(scene.primary.viewControllers.map(\.name) == ["master", "note"])
    #expect(scene.window.events.filter { if case .pushed = $0 { true } else { false } }.count == 1)
  }

  @Test func withoutANavigationControllerInTheDetailTheDestinationBecomesTheDetail() {
    let scene = makeScene(detailInNavigation: false)
    let segue = HeadlessPushDetailSegue(
      identifier: nil, source: scene.menu, destination: HeadlessController(name: "note"))
    guard case .showDetail(let split) = decide(from: scene.menu).placement else {
      Issue.record("expected showDetail, got \(decide(from: scene.menu).placement)")
      return
    }
    #expect(split === scene.split)
    segue.perform()
    scene.window.settle()
    #expect(scene.split.secondary?.name == "note")
  }

  @Test func outsideAPopoverNothingIsDismissed() {
    let scene = makeScene()
    scene.detail.dismiss(animated: false)
    scene.window.settle()
    let before = scene.window.events.count
    let segue = HeadlessPushDetailSegue(
      identifier: nil, source: scene.detail, destination: HeadlessController(name: "note"))
    #expect(decide(from: scene.detail).popoverToDismiss == nil)
    #expect(segue.decision.popoverToDismiss == nil)
    segue.perform()
    #expect(scene.window.events[before...] == [.pushed("note", onto: "secondary")])
  }

  @Test func withoutASplitViewTheDestinationIsShown() {
    let root = HeadlessController(name: "root")
    let navigation = HeadlessNavigationController(name: "nav", root: root)
    let window = HeadlessWindow(rootController: navigation)
    let menu = HeadlessController(name: "menu")
    menu.modalPresentationStyle = .popover
    root.present(menu, animated: true)
    window.settle()
    let segue = HeadlessPushDetailSegue(
      identifier: nil, source: menu, destination: HeadlessController(name: "note"))
    segue.perform()
    window.settle()
    #expect(navigation.viewControllers.map(\.name) == ["root", "note"])
  }

  @Test func theDecisionIsMadeBeforeDismissingBecauseThePresenterIsGoneAfterwards() {
    let scene = makeScene()
    let decision = decide(from: scene.menu)
    scene.popover.dismiss(animated: true)
    scene.window.settle()
    // Asked again after the dismissal, the menu no longer leads to the split view.
    guard case .show = decide(from: scene.menu).placement else {
      Issue.record("a dismissed popover should no longer find the split view")
      return
    }
    guard case .push(let navigation) = decision.placement else {
      Issue.record("expected a push, got \(decision.placement)")
      return
    }
    #expect(navigation.name == "secondary")
  }

  /// A collapsed double-column split view (each column in a navigation controller, the
  /// compact column optional) whose secondary presents a menu in a popover.
  func makeColumnScene(compact: Bool) -> (window: HeadlessWindow, menu: HeadlessController) {
    let primary = HeadlessNavigationController(
      name: "primary", root: HeadlessController(name: "master"))
    let detail = HeadlessController(name: "detail")
    let secondary = HeadlessNavigationController(name: "secondary", root: detail)
    let compactColumn = HeadlessNavigationController(
      name: "compact", root: HeadlessController(name: "phone"))
    let split = HeadlessSplitController(
      name: "split", style: .doubleColumn, primary: primary, secondary: secondary,
      compact: compact ? compactColumn : nil)
    let window = HeadlessWindow(rootController: split, horizontalSizeClass: .compact)
    let menu = HeadlessController(name: "menu")
    menu.modalPresentationStyle = .popover
    detail.present(menu, animated: false)
    window.settle()
    return (window, menu)
  }

  /// Behaviour change: PushDetailPlan read every split view as a classic one and pushed onto
  /// a collapsed split view's primary; the core rule pushes onto the column the collapsed
  /// split view shows, the top of its column stack (the secondary, as UIKit proposes), as the
  /// simulator's tree does and docs/SplitViews.md says.
  @Test func aCollapsedColumnStyleSplitViewPushesOntoTheShownColumn() throws {
    let scene = makeColumnScene(compact: false)
    guard case .push(let navigation) = decide(from: scene.menu).placement else {
      Issue.record("expected a push, got \(decide(from: scene.menu).placement)")
      return
    }
    #expect(navigation.name == "secondary")
    let segue = HeadlessPushDetailSegue(
      identifier: nil, source: scene.menu, destination: HeadlessController(name: "note"))
    segue.perform()
    scene.window.settle()
    #expect(scene.window.events.last == .pushed("note", onto: "secondary"))
  }

  /// Behaviour change: with a compact column, a collapsed column-style split view shows that
  /// column, and push-detail pushes onto it (PushDetailPlan pushed onto the primary).
  @Test func aCollapsedSplitViewWithACompactColumnPushesOntoIt() throws {
    let scene = makeColumnScene(compact: true)
    guard case .push(let navigation) = decide(from: scene.menu).placement else {
      Issue.record("expected a push, got \(decide(from: scene.menu).placement)")
      return
    }
    #expect(navigation.name == "compact")
  }
}
