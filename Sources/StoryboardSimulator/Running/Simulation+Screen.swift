import HeadlessNavigation

extension Simulation {
  /// The roots of the presentation levels, the window's root first, then each presented
  /// controller above it.
  var presentationLevels: [HeadlessController] {
    var levels = [window.rootController]
    while let presented = presentedController(within: levels[levels.count - 1]) {
      levels.append(presented)
    }
    return levels
  }

  /// The controller presented from inside the level rooted at `root`: usually by the root, or
  /// by a controller that defines a presentation context.
  private func presentedController(within root: HeadlessController) -> HeadlessController? {
    if let presented = root.presentedController { return presented }
    for child in root.children {
      if let presented = presentedController(within: child) { return presented }
    }
    return nil
  }

  /// The controllers of `controller` the user sees: a navigation controller's top, a tab bar
  /// controller's selected tab, a split view's shown columns, a window's content, and
  /// embedded children.
  func shownChildren(of controller: HeadlessController) -> [HeadlessController] {
    switch controller {
    case let navigation as HeadlessNavigationController:
      return navigation.topController.map { [$0] } ?? []
    case let tabs as HeadlessTabController:
      return tabs.selectedController.map { [$0] } ?? []
    case let split as HeadlessSplitController:
      return split.shownControllers
    default:
      return controller.children
    }
  }

  /// The controller the user sees in the level rooted at `root`: descending into the top of a
  /// navigation stack, the selected tab, the shown column of a split view (the secondary when
  /// expanded) and a window's content, but not into embedded children.
  func visibleController(from root: HeadlessController) -> HeadlessController {
    var current = root
    while let next = shownContent(of: current) { current = next }
    return current
  }

  private func shownContent(of controller: HeadlessController) -> HeadlessController? {
    switch controller {
    case let navigation as HeadlessNavigationController:
      return navigation.topController
    case let tabs as HeadlessTabController:
      return tabs.selectedController
    case let split as HeadlessSplitController:
      return split.layout.contentIndex(of: split.children.count, collapsed: split.isCollapsed)
        .map { split.children[$0] }
    default:
      guard case .window = factory.blueprint(of: controller)?.role else { return nil }
      return controller.children.first
    }
  }

  /// The controllers a step looks for a segue in, nearest first: in the top level, the
  /// visible controller, what it embeds, then each parent followed by the other children it
  /// shows; then the same in each level below. `topOnly` keeps the top level: what the user
  /// can touch.
  func searchOrder(topOnly: Bool = false) -> [HeadlessController] {
    var order: [HeadlessController] = []
    forEachInSearchOrder(topOnly: topOnly) { controller in
      order.append(controller)
      return true
    }
    return order
  }

  /// Calls `body` with each controller of ``searchOrder(topOnly:)`` until it returns false.
  func forEachInSearchOrder(
    topOnly: Bool = false, _ body: (HeadlessController) -> Bool
  ) {
    let levels = presentationLevels
    for root in (topOnly ? [levels[levels.count - 1]] : levels.reversed()) {
      let visible = visibleController(from: root)
      guard visitShown(visible, body) else { return }
      var child = visible
      while let parent = child.parentController {
        guard body(parent) else { return }
        for sibling in shownChildren(of: parent) where sibling !== child {
          guard visitShown(sibling, body) else { return }
        }
        child = parent
      }
    }
  }

  /// Calls `body` with `controller` and everything it shows, depth first; false once `body`
  /// returned false.
  private func visitShown(
    _ controller: HeadlessController, _ body: (HeadlessController) -> Bool
  ) -> Bool {
    guard body(controller) else { return false }
    for child in shownChildren(of: controller) where !visitShown(child, body) { return false }
    return true
  }

  /// `controller` and everything it shows, depth first.
  func appendShown(_ controller: HeadlessController, to order: inout [HeadlessController]) {
    _ = visitShown(controller) { shown in
      order.append(shown)
      return true
    }
  }

  /// The segue identifiers a step could name now: those of the controllers ``find(_:)``
  /// searches, in its order, each once.
  func availableIdentifiers() -> [String] {
    var identifiers: [String] = []
    forEachInSearchOrder { controller in
      for segue in factory.blueprint(of: controller)?.segues ?? [] {
        if let identifier = segue.identifier, !identifier.isEmpty,
          !identifiers.contains(identifier)
        {
          identifiers.append(identifier)
        }
      }
      return true
    }
    return identifiers
  }
}
