import HeadlessNavigation
import NavigationCore

extension ExplorationState {
  /// The state as ``Simulation/state`` shows the same hierarchy.
  var state: SimulatorState {
    SimulatorState(
      root: snapshot(tree.root, visible: visible, style: nil), modules: model.modules)
  }

  private func snapshot(_ node: NodeID, visible: NodeID, style: HeadlessPresentationStyle?)
    -> ControllerSnapshot
  {
    let role: ControllerSnapshot.Role
    switch tree[node].container {
    case .navigation: role = .navigation
    case .tabs(let selected): role = .tabs(selected: selected)
    case .split(let layout):
      role = .split(collapsed: layout.style != .items && tree.sizeClass == .compact)
    case .window: role = .window
    case .plain: role = .controller
    }
    let presented = tree[node].presented.map {
      snapshot($0, visible: visible, style: tree.shownStyle(of: tree[$0].presentationStyle))
    }
    let blueprint = blueprint(of: node)
    var children = tree[node].children.map { snapshot($0, visible: visible, style: nil) }
    if let layout = tree[node].container.splitLayout {
      for index in children.indices {
        children[index].column = SplitColumn(index: index, of: children.count, in: layout)
      }
    }
    return ControllerSnapshot(
      name: name(of: node), module: blueprint?.module, role: role, place: blueprint?.place,
      children: children, presentationStyle: style, isVisible: node == visible,
      presentedStorage: presented.map { [$0] } ?? [])
  }

  /// The hierarchy in canonical form, for telling states apart, as ``Simulation``'s
  /// `stateKey()` encodes it: depth first, each controller as its scene, a tab bar's selected
  /// index, its children's count, its children, then what it presents and how.
  func stateKey() -> [Int32] {
    var key: [Int32] = []
    key.reserveCapacity(32)
    encode(tree.root, into: &key)
    return key
  }

  private func encode(_ node: NodeID, into key: inout [Int32]) {
    let controller = tree[node]
    key.append(controller.tag)
    if case .tabs(let selected) = controller.container {
      key.append(Int32(truncatingIfNeeded: selected))
    } else if case .split(let layout) = controller.container, layout.style.isColumnStyle {
      key.append(Int32(truncatingIfNeeded: layout.topColumn))
    }
    key.append(Int32(truncatingIfNeeded: controller.children.count))
    for child in controller.children { encode(child, into: &key) }
    if let presented = controller.presented {
      key.append(Simulation.styleCode(tree[presented].presentationStyle))
      encode(presented, into: &key)
    } else {
      key.append(-1)
    }
  }

  /// What each presentation level is to an AppKit user (``Simulation``'s `windowLabels()`);
  /// nil outside AppKit.
  func windowLabels() -> [String]? {
    guard tree.platform == .appKit else { return nil }
    return Simulation.windowLabels(
      levelStyles: presentationLevels.dropFirst().map { tree[$0].presentationStyle })
  }
}
