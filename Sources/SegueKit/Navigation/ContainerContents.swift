/// What a controller contains, as far as segue decisions care: the one query that tells a
/// navigation, tab, split or window container apart from a plain controller.
package enum ContainerContents<Controller> {
  /// A plain controller; its children (if any) are not navigation targets.
  case none
  /// A navigation controller's stack, root first, top last.
  case navigation(stack: [Controller])
  /// A tab container's selected child and all of its children.
  case tabs(selected: Controller?, all: [Controller])
  /// A split view controller's columns.
  case split(SplitColumns<Controller>)
  /// A window controller's content (AppKit).
  case window(content: Controller?)

  /// The same contents with each controller transformed, e.g. erased to `Any`.
  package func map<Other>(_ transform: (Controller) -> Other) -> ContainerContents<Other> {
    switch self {
    case .none: .none
    case .navigation(let stack): .navigation(stack: stack.map(transform))
    case .tabs(let selected, let all):
      .tabs(selected: selected.map(transform), all: all.map(transform))
    case .split(let columns): .split(columns.map(transform))
    case .window(let content): .window(content: content.map(transform))
    }
  }
}

extension ContainerContents: Sendable where Controller: Sendable {}
