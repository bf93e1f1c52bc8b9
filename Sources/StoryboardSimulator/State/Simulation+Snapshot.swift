import HeadlessNavigation
import NavigationCore

extension Simulation {
  /// The live hierarchy as values.
  func snapshot() -> SimulatorState {
    let levels = presentationLevels
    let visible = visibleController(from: levels[levels.count - 1])
    return SimulatorState(
      root: snapshot(window.rootController, visible: visible, style: nil),
      modules: factory.model.modules)
  }

  private func snapshot(
    _ controller: HeadlessController, visible: HeadlessController,
    style: HeadlessPresentationStyle?
  ) -> ControllerSnapshot {
    let role: ControllerSnapshot.Role
    switch controller {
    case is HeadlessNavigationController: role = .navigation
    case let tabs as HeadlessTabController: role = .tabs(selected: tabs.selectedIndex)
    case let split as HeadlessSplitController: role = .split(collapsed: split.isCollapsed)
    default:
      if case .window = factory.blueprint(of: controller)?.role {
        role = .window
      } else {
        role = .controller
      }
    }
    let presented = controller.presentedController.map {
      snapshot(
        $0, visible: visible,
        style: window.shownStyle(of: $0.modalPresentationStyle))
    }
    let blueprint = factory.blueprint(of: controller)
    var children = controller.children.map { snapshot($0, visible: visible, style: nil) }
    if let layout = (controller as? HeadlessSplitController)?.layout {
      for index in children.indices {
        children[index].column = SplitColumn(index: index, of: children.count, in: layout)
      }
    }
    return ControllerSnapshot(
      name: controller.name, module: blueprint?.module, role: role, place: blueprint?.place,
      children: children, presentationStyle: style, isVisible: controller === visible,
      presentedStorage: presented.map { [$0] } ?? [])
  }

  /// The hierarchy in canonical form, for telling states apart: depth first, each controller
  /// as its scene, a tab bar's selected index, its children's count, its children, then what
  /// it presents and how.
  func stateKey() -> [Int32] {
    var key: [Int32] = []
    key.reserveCapacity(32)
    encode(window.rootController, into: &key)
    return key
  }

  private func encode(_ controller: HeadlessController, into key: inout [Int32]) {
    switch factory.target(of: controller) {
    case .scene(let index): key.append(Int32(truncatingIfNeeded: index))
    case .placeholder(let index): key.append(-2 - Int32(truncatingIfNeeded: index))
    case nil: key.append(-1)
    }
    if let tabs = controller as? HeadlessTabController {
      key.append(Int32(truncatingIfNeeded: tabs.selectedIndex))
    } else if let split = controller as? HeadlessSplitController, split.layout.style.isColumnStyle {
      key.append(Int32(truncatingIfNeeded: split.layout.topColumn))
    }
    key.append(Int32(truncatingIfNeeded: controller.children.count))
    for child in controller.children { encode(child, into: &key) }
    if let presented = controller.presentedController {
      key.append(Self.styleCode(presented.modalPresentationStyle))
      encode(presented, into: &key)
    } else {
      key.append(-1)
    }
  }

  /// A presentation style's number in a state key.
  nonisolated static func styleCode(_ style: HeadlessPresentationStyle) -> Int32 {
    Int32(styles.firstIndex(of: style) ?? 0)
  }

  nonisolated private static let styles: [HeadlessPresentationStyle] = [
    .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen,
    .overCurrentContext, .popover, .window, .modalWindow, .sheet,
  ]
}
