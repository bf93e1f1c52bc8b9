import DeterministicOutput
import HeadlessNavigation
import SegueCommandLine
import StoryboardKit
import StoryboardSimulator

/// A ``SimulatorState`` as JSON members: `visible` and `presented` first, then the
/// presentation chain, navigation stacks, tab bars, split views and the whole hierarchy.
enum StateJSON {
  static func members(_ state: SimulatorState) -> [(String, JSONValue)] {
    let all = state.root.allControllers
    var tabs: [JSONValue] = []
    var splits: [JSONValue] = []
    for controller in all {
      switch controller.role {
      case .tabs(let selected):
        tabs.append(
          .object([
            ("controller", .string(controller.name)), ("selected", .int(selected)),
            ("tabs", .array(controller.children.map { .string($0.name) })),
          ]))
      case .split(let collapsed):
        let column = { (column: SplitColumn) in
          controller.children.first { $0.column == column }?.name
        }
        var members: [(String, JSONValue)] = [
          ("controller", .string(controller.name)), ("collapsed", .bool(collapsed)),
        ]
        if controller.children.contains(where: { $0.column == .item }) {
          members.append(("items", .array(controller.children.map { .string($0.name) })))
        } else {
          members += [("primary", .optional(column(.primary)))]
          if let supplementary = column(.supplementary) {
            members.append(("supplementary", .string(supplementary)))
          }
          members.append(("secondary", .optional(column(.secondary))))
          if let compact = column(.compact) { members.append(("compact", .string(compact))) }
        }
        splits.append(.object(members))
      default: break
      }
    }
    return [
      ("visible", .string(state.visible)),
      ("presented", .int(state.presented)),
      ("visibleAt", .optional(state.visiblePlace?.description)),
      (
        "presentationChain",
        .array(
          state.presentationChain.map {
            .object([
              ("controller", .string($0.name)),
              ("style", .optional($0.presentationStyle?.rawValue)),
            ])
          })
      ),
      ("navigationStacks", .array(state.navigationStacks.map { .array($0.map(JSONValue.string)) })),
      ("tabBars", .array(tabs)),
      ("splitViews", .array(splits)),
      ("hierarchy", node(state.root)),
    ]
  }

  private static func node(_ controller: ControllerSnapshot) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("controller", .string(controller.name)),
      ("role", .string(role(controller.role))),
      ("at", .optional(controller.place?.description)),
    ]
    if !controller.children.isEmpty {
      members.append(("children", .array(controller.children.map(node))))
    }
    if let presented = controller.presented {
      members.append(
        (
          "presents",
          .object([
            ("style", .optional(presented.presentationStyle?.rawValue)),
            ("controller", node(presented)),
          ])
        ))
    }
    return .object(members)
  }

  private static func role(_ role: ControllerSnapshot.Role) -> String {
    switch role {
    case .controller: "controller"
    case .navigation: "navigation"
    case .tabs: "tabs"
    case .split: "split"
    case .window: "window"
    }
  }
}
