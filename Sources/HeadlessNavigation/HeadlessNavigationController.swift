import SegueKit

/// A headless `UINavigationController`: a stack of children, root first.
@MainActor
open class HeadlessNavigationController: HeadlessController {
  /// Creates a navigation controller whose stack holds `root`.
  public init(name: String? = nil, root: HeadlessController) {
    super.init(name: name)
    push(root, animated: false, recording: false)
  }

  /// The stack, root first (UIKit's `viewControllers`).
  public var viewControllers: [HeadlessController] { children }

  /// The last controller pushed (UIKit's `topViewController`).
  public var topController: HeadlessController? { children.last }

  override package var containerContents: ContainerContents<HeadlessController> {
    .navigation(stack: children)
  }

  /// Pushes `controller` onto the stack.
  public func push(_ controller: HeadlessController, animated: Bool) {
    push(controller, animated: animated, recording: true)
  }

  /// Pops the top controller unless it is the root; returns it.
  @discardableResult
  public func pop(animated: Bool) -> HeadlessController? {
    guard children.count > 1, let top = children.popLast() else { return nil }
    top.parentController = nil
    record(.popped(top.name, from: name))
    return top
  }

  /// Pops every controller above `controller`; nothing happens if it is not in the stack.
  public func pop(to controller: HeadlessController, animated: Bool) {
    guard children.contains(where: { $0 === controller }) else { return }
    while let top = children.last, top !== controller { pop(animated: animated) }
  }

  private func push(_ controller: HeadlessController, animated: Bool, recording: Bool) {
    adopt(controller)
    children.append(controller)
    if recording { record(.pushed(controller.name, onto: name)) }
  }
}
