import NavigationCore

/// The headless controllers of one window as a ``NavigationHierarchy``, so that they move by
/// the same ``NavigationRules`` as a ``NavigationTree``. Without a window, UIKit's rules in
/// regular width apply, as a controller outside a window behaves.
/// The simulator reads its controllers through it too.
@MainActor
package struct ControllerHierarchy {
  package let platform: HeadlessPlatform
  package let sizeClass: HeadlessSizeClass

  /// The hierarchy `controller` is in.
  init(around controller: HeadlessController) {
    let window = controller.window
    platform = window?.platform ?? .uiKit
    sizeClass = window?.horizontalSizeClass ?? .regular
  }

  /// The hierarchy of `window`'s controllers.
  package init(_ window: HeadlessWindow) {
    platform = window.platform
    sizeClass = window.horizontalSizeClass
  }
}

// An isolated conformance (Swift 6.2): the controllers are the main actor's, and the rules run
// synchronously on the caller's actor.
extension ControllerHierarchy: @MainActor NavigationHierarchy {
  package func parent(of node: HeadlessController) -> HeadlessController? { node.parentController }
  package func presenter(of node: HeadlessController) -> HeadlessController? {
    node.presentingController
  }
  package func presented(by node: HeadlessController) -> HeadlessController? {
    node.presentedController
  }
  package func children(of node: HeadlessController) -> [HeadlessController] { node.children }
  package func container(of node: HeadlessController) -> NavigationContainer {
    switch node {
    case is HeadlessNavigationController: .navigation
    case let tabs as HeadlessTabController: .tabs(selected: tabs.selectedIndex)
    case let split as HeadlessSplitController: .split(split.layout)
    default: .plain
    }
  }
  package func presentationStyle(of node: HeadlessController) -> HeadlessPresentationStyle {
    node.modalPresentationStyle
  }
  package func definesPresentationContext(_ node: HeadlessController) -> Bool {
    node.definesPresentationContext
  }
  package func isSame(_ node: HeadlessController, _ other: HeadlessController) -> Bool {
    node === other
  }
}
