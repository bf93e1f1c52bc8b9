import NavigationCore

/// The headless controllers of one window as a ``NavigationHierarchy``, so that they move by
/// the same ``NavigationRules`` as a ``NavigationTree``. Without a window, UIKit's rules in
/// regular width apply, as a controller outside a window behaves.
@MainActor
struct ControllerHierarchy {
  let platform: HeadlessPlatform
  let sizeClass: HeadlessSizeClass

  /// The hierarchy `controller` is in.
  init(around controller: HeadlessController) {
    let window = controller.window
    platform = window?.platform ?? .uiKit
    sizeClass = window?.horizontalSizeClass ?? .regular
  }
}

// An isolated conformance (Swift 6.2): the controllers are the main actor's, and the rules run
// synchronously on the caller's actor.
extension ControllerHierarchy: @MainActor NavigationHierarchy {
  func parent(of node: HeadlessController) -> HeadlessController? { node.parentController }
  func presenter(of node: HeadlessController) -> HeadlessController? {
    node.presentingController
  }
  func presented(by node: HeadlessController) -> HeadlessController? {
    node.presentedController
  }
  func children(of node: HeadlessController) -> [HeadlessController] { node.children }
  func container(of node: HeadlessController) -> NavigationContainer {
    switch node {
    case is HeadlessNavigationController: .navigation
    case let tabs as HeadlessTabController: .tabs(selected: tabs.selectedIndex)
    case let split as HeadlessSplitController: .split(split.layout)
    default: .plain
    }
  }
  func presentationStyle(of node: HeadlessController) -> HeadlessPresentationStyle {
    node.modalPresentationStyle
  }
  func definesPresentationContext(_ node: HeadlessController) -> Bool {
    node.definesPresentationContext
  }
  func isSame(_ node: HeadlessController, _ other: HeadlessController) -> Bool { node === other }
}
