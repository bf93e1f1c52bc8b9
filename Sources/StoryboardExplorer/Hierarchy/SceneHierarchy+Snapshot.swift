import NavigationCore

extension SceneHierarchy {
  /// The hierarchy as it stands, as values.
  package var state: SimulatorState {
    SimulatorState(root: snapshot(root, visible: visible, style: nil), modules: model.modules)
  }

  private func snapshot(_ node: Node, visible: Node, style: HeadlessPresentationStyle?)
    -> ControllerSnapshot
  {
    let role: ControllerSnapshot.Role
    switch container(of: node) {
    case .navigation: role = .navigation
    case .tabs(let selected): role = .tabs(selected: selected)
    case .split(let layout): role = .split(collapsed: layout.style != .items && isCollapsed(node))
    case .window: role = .window
    case .plain: role = .controller
    }
    let presented = presented(by: node).map {
      snapshot($0, visible: visible, style: shownStyle(of: presentationStyle(of: $0)))
    }
    let blueprint = blueprint(of: node)
    var children = children(of: node).map { snapshot($0, visible: visible, style: nil) }
    if let layout = container(of: node).splitLayout {
      for index in children.indices {
        children[index].column = SplitColumn(index: index, of: children.count, in: layout)
      }
    }
    return ControllerSnapshot(
      name: name(of: node), module: blueprint?.module, role: role, place: blueprint?.place,
      children: children, presentationStyle: style, isVisible: isSame(node, visible),
      presentedStorage: presented.map { [$0] } ?? [])
  }

  /// The hierarchy in canonical form, for telling states apart: depth first, each controller
  /// as its scene, a tab bar's selected index (a column-style split view's top column), its
  /// children's count, its children, then what it presents and how.
  package func stateKey() -> [Int32] {
    var key: [Int32] = []
    key.reserveCapacity(32)
    encode(root, into: &key)
    return key
  }

  private func encode(_ node: Node, into key: inout [Int32]) {
    key.append(tag(of: node))
    let children = children(of: node)
    switch container(of: node) {
    case .tabs(let selected):
      key.append(Int32(truncatingIfNeeded: selected))
    case .split(let layout) where layout.style.isColumnStyle:
      key.append(Int32(truncatingIfNeeded: layout.topColumn))
    default:
      break
    }
    key.append(Int32(truncatingIfNeeded: children.count))
    for child in children { encode(child, into: &key) }
    if let presented = presented(by: node) {
      key.append(StateKeyStyle.code(presentationStyle(of: presented)))
      encode(presented, into: &key)
    } else {
      key.append(-1)
    }
  }

  /// What each presentation level is to an AppKit user, the window's root first: `window 1`,
  /// then `window 2` for a window a `show` opened, `modal window 3`, `sheet on window 1`,
  /// `popover on window 2`; nil outside AppKit, where the levels are one screen's.
  package func windowLabels() -> [String]? {
    guard platform == .appKit else { return nil }
    let levels = presentationLevels
    var labels = ["window 1"]
    labels.reserveCapacity(levels.count)
    var windows = 1
    // The window a sheet or popover is attached to: the last window opened below it.
    var current = 1
    for level in levels.dropFirst() {
      switch presentationStyle(of: level) {
      case .sheet:
        labels.append("sheet on window \(current)")
      case .popover:
        labels.append("popover on window \(current)")
      case .modalWindow:
        windows += 1
        current = windows
        labels.append("modal window \(windows)")
      default:
        windows += 1
        current = windows
        labels.append("window \(windows)")
      }
    }
    return labels
  }
}

/// A presentation style's number in a state key.
private enum StateKeyStyle {
  package static func code(_ style: HeadlessPresentationStyle) -> Int32 {
    Int32(styles.firstIndex(of: style) ?? 0)
  }

  private static let styles: [HeadlessPresentationStyle] = [
    .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen,
    .overCurrentContext, .popover, .window, .modalWindow, .sheet,
  ]
}
