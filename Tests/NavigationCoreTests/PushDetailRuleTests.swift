import NavigationCore
import Testing

/// NavigationCore's push-detail rule alone, on `NavigationTree` values: a split view whose
/// detail presents a popover menu.
@Suite struct PushDetailRuleTests {
  struct Scene {
    var tree: NavigationTree
    let split: Int
    let primary: Int
    let secondary: Int
    let detail: Int
    let popover: Int
    let menu: Int
  }

  /// A classic split view (primary in a navigation controller, detail optionally in one) whose
  /// detail presents a menu in a popover, itself wrapped in a navigation controller.
  func makeScene(sizeClass: HeadlessSizeClass = .regular, detailInNavigation: Bool = true)
    -> Scene
  {
    var tree = NavigationTree(sizeClass: sizeClass)
    let split = tree.add(.init(container: .split(.classic), tag: 0))
    let primary = tree.add(.init(container: .navigation, tag: 1))
    let master = tree.add(.init(container: .plain, tag: 2))
    tree.append(master, to: primary)
    tree.append(primary, to: split)
    let detail = tree.add(.init(container: .plain, tag: 3))
    var secondary = detail
    if detailInNavigation {
      secondary = tree.add(.init(container: .navigation, tag: 4))
      tree.append(detail, to: secondary)
    }
    tree.append(secondary, to: split)
    let popover = tree.add(.init(container: .navigation, tag: 5))
    let menu = tree.add(.init(container: .plain, tag: 6))
    tree.append(menu, to: popover)
    tree[popover].presentationStyle = .popover
    tree.present(popover, from: detail)
    return Scene(
      tree: tree, split: split, primary: primary, secondary: secondary, detail: detail,
      popover: popover, menu: menu)
  }

  @Test func expandedPushesOntoTheDetailNavigationControllerAfterDismissing() {
    let scene = makeScene()
    let decision = NavigationRules.pushDetail(from: scene.menu, in: scene.tree)
    #expect(decision.popoverToDismiss == scene.popover)
    guard case .push(let navigation) = decision.placement else {
      Issue.record("expected a push, got \(decision.placement)")
      return
    }
    #expect(navigation == scene.secondary)
  }

  @Test func collapsedPushesOntoThePrimaryNavigationController() {
    let scene = makeScene(sizeClass: .compact)
    guard
      case .push(let navigation) = NavigationRules.pushDetail(from: scene.menu, in: scene.tree)
        .placement
    else {
      Issue.record("expected a push")
      return
    }
    #expect(navigation == scene.primary)
  }

  @Test func withoutANavigationControllerInTheDetailTheDestinationBecomesTheDetail() {
    let scene = makeScene(detailInNavigation: false)
    guard
      case .showDetail(let split) = NavigationRules.pushDetail(from: scene.menu, in: scene.tree)
        .placement
    else {
      Issue.record("expected showDetail")
      return
    }
    #expect(split == scene.split)
  }

  @Test func outsideAPopoverNothingIsDismissed() {
    let scene = makeScene()
    #expect(NavigationRules.pushDetail(from: scene.detail, in: scene.tree).popoverToDismiss == nil)
  }

  @Test func withoutASplitViewTheDestinationIsShownFromThePresenter() {
    var tree = NavigationTree()
    let navigation = tree.add(.init(container: .navigation, tag: 0))
    let root = tree.add(.init(container: .plain, tag: 1))
    tree.append(root, to: navigation)
    let menu = tree.add(.init(container: .plain, tag: 2))
    tree[menu].presentationStyle = .popover
    tree.present(menu, from: root)
    let decision = NavigationRules.pushDetail(from: menu, in: tree)
    #expect(decision.popoverToDismiss == menu)
    guard case .show(let anchor) = decision.placement else {
      Issue.record("expected show, got \(decision.placement)")
      return
    }
    // The presenter is the window's root: presentations come from the root of the parents.
    #expect(anchor == navigation)
  }

  @Test func theTreeCarriesTheDecisionOut() {
    var scene = makeScene()
    let note = scene.tree.add(.init(container: .plain, tag: 7))
    scene.tree.pushDetail(note, from: scene.menu)
    #expect(scene.tree[scene.split].presented == nil)
    #expect(scene.tree.children(of: scene.secondary) == [scene.detail, note])
  }
}
