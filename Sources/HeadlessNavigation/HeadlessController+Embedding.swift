extension HeadlessController {
  /// Makes `child` an embedded child of this controller, as a container view's embed segue
  /// does when the scene loads (UIKit's `addChild(_:)`). Embedded children are searched for
  /// unwind actions like other children. Give it plain controllers: in a container (navigation,
  /// tab or split) the child would join the container's own list.
  public func addChild(_ child: HeadlessController) {
    adopt(child)
    children.append(child)
  }
}
