import SegueKit

/// A headless classic two-column `UISplitViewController`. It is collapsed when its window has a
/// compact horizontal size class, as an iPad split view is in Slide Over or on iPhone.
@MainActor
open class HeadlessSplitController: HeadlessController {
  /// Creates a split view controller with a primary (master) and an optional secondary (detail).
  public init(name: String? = nil, primary: HeadlessController, secondary: HeadlessController?) {
    super.init(name: name)
    adopt(primary)
    children = [primary]
    if let secondary {
      adopt(secondary)
      children.append(secondary)
    }
  }

  /// The primary column's controller.
  public var primary: HeadlessController? { children.first }

  /// The secondary column's controller.
  public var secondary: HeadlessController? { children.count > 1 ? children.last : nil }

  /// Whether only one column shows: the window is compact.
  public var isCollapsed: Bool { window?.horizontalSizeClass == .compact }

  override package var containerContents: ContainerContents<HeadlessController> {
    .split(SplitColumns(primary: primary, secondary: secondary, isCollapsed: isCollapsed))
  }

  /// Installs `controller` as the secondary column (an expanded `showDetailViewController`).
  func replaceSecondary(with controller: HeadlessController) {
    if let old = secondary {
      old.parentController = nil
      children.removeLast()
    }
    adopt(controller)
    children.append(controller)
    record(.showedDetail(controller.name, in: name))
  }
}
