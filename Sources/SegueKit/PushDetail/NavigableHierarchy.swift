import NavigationCore

/// SegueKit's controllers (UIKit's through `UIKitController`, or HeadlessNavigation's) as a
/// `NavigationHierarchy`, so that ``PushDetailSegue`` decides by NavigationCore's one
/// push-detail rule (`NavigationRules.pushDetail(from:in:)`), as the headless controllers and
/// the simulator do.
///
/// It reads what ``NavigableController`` tells: parents, presenters, containers, and whether a
/// split view is collapsed, which UIKit answers per split view (`isCollapsed`) rather than
/// from the window's size class. A split view's columns are read as its ``SplitColumns`` lay
/// them out: the headless ones by their style, UIKit's as a classic split view (primary first,
/// secondary last, as `viewControllers` lists them).
@MainActor
package struct NavigableHierarchy<Controller: NavigableController>
where Controller.Controller == Controller {
  package let platform: HeadlessPlatform
  /// The window's size class; push-detail does not read it, it asks each split view.
  package let sizeClass: HeadlessSizeClass

  /// A hierarchy whose rules are `platform`'s, in a window of `sizeClass`.
  package init(platform: HeadlessPlatform, sizeClass: HeadlessSizeClass = .regular) {
    self.platform = platform
    self.sizeClass = sizeClass
  }

  /// The push-detail decision for a segue from `source`, made before anything moves.
  package func pushDetail(from source: Controller) -> PushDetailDecision<Controller> {
    NavigationRules.pushDetail(from: source, in: self)
  }
}

// An isolated conformance, as HeadlessNavigation's ControllerHierarchy: the controllers are the
// main actor's, and the rules run synchronously on it.
extension NavigableHierarchy: @MainActor NavigationHierarchy {
  package func parent(of node: Controller) -> Controller? { node.parentController }
  package func presenter(of node: Controller) -> Controller? { node.presentingController }
  package func presented(by node: Controller) -> Controller? { node.presentedController }

  package func children(of node: Controller) -> [Controller] {
    switch node.containerContents {
    case .none: []
    case .navigation(let stack): stack
    case .tabs(_, let all): all
    case .split(let columns): columns.all
    case .window(let content): content.map { [$0] } ?? []
    }
  }

  package func container(of node: Controller) -> NavigationContainer {
    switch node.containerContents {
    case .none: .plain
    case .navigation: .navigation
    case .tabs(let selected, let all):
      .tabs(selected: selected.flatMap { tab in all.firstIndex { isSame($0, tab) } } ?? 0)
    case .split(let columns): .split(columns.layout)
    case .window: .window
    }
  }

  // The controllers say only whether they are a popover's root, the one style push-detail
  // reads (a popover adapted to a sheet in compact width still counts).
  package func presentationStyle(of node: Controller) -> HeadlessPresentationStyle {
    node.isPresentedAsPopover ? .popover : .automatic
  }

  package func definesPresentationContext(_ node: Controller) -> Bool {
    node.definesPresentationContext
  }

  package func isSame(_ node: Controller, _ other: Controller) -> Bool {
    node.identity == other.identity
  }

  package func isCollapsed(_ split: Controller) -> Bool {
    if case .split(let columns) = split.containerContents { return columns.isCollapsed }
    return sizeClass == .compact
  }
}
