import HeadlessNavigation
import SegueCommandLine
import StoryboardSimulator

/// A ``SimulatorState`` as a readable tree: one line per controller with its role, its place
/// and, on the visible one, an arrow; what a controller presents hangs below its children.
enum StateText {
  static func render(_ state: SimulatorState, indent: String) -> String {
    var lines = ["visible: \(state.visible) · presented: \(state.presented)"]
    lines.append(line(state.root, label: ""))
    appendChildren(of: state.root, prefix: "", to: &lines)
    return lines.map { indent + $0 }.joined(separator: "\n") + "\n"
  }

  private static func appendChildren(
    of controller: ControllerSnapshot, prefix: String, to lines: inout [String]
  ) {
    var items: [(String, ControllerSnapshot)] = []
    for (index, child) in controller.children.enumerated() {
      items.append((label(of: child, at: index, in: controller), child))
    }
    if let presented = controller.presented {
      let style = presented.presentationStyle?.rawValue ?? "automatic"
      items.append(("presents (\(style)): ", presented))
    }
    for (position, (label, child)) in items.enumerated() {
      let isLast = position == items.count - 1
      lines.append(prefix + (isLast ? "└─ " : "├─ ") + line(child, label: label))
      appendChildren(of: child, prefix: prefix + (isLast ? "   " : "│  "), to: &lines)
    }
  }

  /// What a child is to its parent: a tab, a split view's column, a window's content, or an
  /// embedded child; a navigation stack's controllers need no label.
  private static func label(
    of child: ControllerSnapshot, at index: Int, in parent: ControllerSnapshot
  ) -> String {
    switch parent.role {
    case .navigation: return ""
    case .tabs(let selected): return "tab \(index)\(index == selected ? " (selected)" : ""): "
    case .split: return "\(child.column?.rawValue ?? "column"): "
    case .window: return "content: "
    case .controller: return "embeds: "
    }
  }

  private static func line(_ controller: ControllerSnapshot, label: String) -> String {
    var text = label + controller.name
    switch controller.role {
    case .split(let collapsed): text += collapsed ? " [collapsed]" : " [expanded]"
    default: break
    }
    if let place = controller.place { text += "  " + place.description }
    if controller.isVisible { text += "  ← visible" }
    return text
  }
}
