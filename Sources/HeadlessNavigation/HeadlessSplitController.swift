import NavigationCore
import SegueKit

/// A headless `UISplitViewController` (classic, or iOS 14's double- and triple-column styles)
/// or `NSSplitViewController`. A UIKit split view is collapsed when its window has a compact
/// horizontal size class, as an iPad split view is in Slide Over or on iPhone.
@MainActor
open class HeadlessSplitController: HeadlessController {
  /// How the children are laid out: which are columns, which are shown. The simulator sets it
  /// after `init(name:items:)`: a package designated initializer here makes Swift 6.3 warn of
  /// an infinite recursion in every subclass of another module.
  package var layout: SplitLayout

  /// Creates a classic split view controller with a primary (master) and an optional
  /// secondary (detail).
  public init(name: String? = nil, primary: HeadlessController, secondary: HeadlessController?) {
    layout = .classic
    super.init(name: name)
    adoptColumns([primary] + (secondary.map { [$0] } ?? []))
  }

  /// Creates a column-style split view controller (`UISplitViewController(style:)`): a
  /// primary, a supplementary (triple column only; an empty controller stands in when it is
  /// nil), a secondary, and the optional compact column, shown instead of the others when
  /// collapsed. `supplementary` is ignored in a double-column split view.
  public init(
    name: String? = nil, style: ColumnStyle, primary: HeadlessController,
    supplementary: HeadlessController? = nil, secondary: HeadlessController,
    compact: HeadlessController? = nil
  ) {
    let triple = style == .tripleColumn
    layout = SplitLayout(
      style: triple ? .tripleColumn : .doubleColumn, hasCompactColumn: compact != nil)
    super.init(name: name)
    let middle = triple ? [supplementary ?? HeadlessController(name: "(empty)")] : []
    adoptColumns([primary] + middle + [secondary] + (compact.map { [$0] } ?? []))
  }

  /// Creates an AppKit split view controller whose split items (sidebar, content, inspector)
  /// all show side by side.
  public init(name: String? = nil, items: [HeadlessController]) {
    layout = SplitLayout(style: .items)
    super.init(name: name)
    adoptColumns(items)
  }

  private func adoptColumns(_ controllers: [HeadlessController]) {
    for controller in controllers { adopt(controller) }
    children = controllers
  }

  /// The primary column's controller.
  public var primary: HeadlessController? { children.first }

  /// The secondary column's controller (a classic split view's last child).
  public var secondary: HeadlessController? {
    layout.secondaryIndex(of: children.count).map { children[$0] }
  }

  /// The controller `column` shows; nil for a column the split view does not have.
  public func controller(for column: Column) -> HeadlessController? {
    let index: Int? =
      switch column {
      case .primary: children.isEmpty ? nil : 0
      case .supplementary: layout.supplementaryIndex
      case .secondary: layout.secondaryIndex(of: children.count)
      case .compact: layout.compactIndex(of: children.count)
      }
    return index.flatMap { children.indices.contains($0) ? children[$0] : nil }
  }

  /// The controllers the user sees: every column when expanded (every item in AppKit); when
  /// collapsed, a classic split view's primary, a column-style one's compact column or the
  /// column on top of its collapsed stack.
  public var shownControllers: [HeadlessController] {
    layout.shownIndices(of: children.count, collapsed: isCollapsed).map { children[$0] }
  }

  /// Whether only one column shows: the window is compact (never in AppKit).
  public var isCollapsed: Bool {
    layout.style != .items && window?.horizontalSizeClass == .compact
  }

  override package var containerContents: ContainerContents<HeadlessController> {
    .split(
      SplitColumns(
        primary: primary, secondary: secondary, isCollapsed: isCollapsed, layout: layout,
        all: children))
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

  /// Installs `controller` as column `index` of a column-style split view; collapsed, that
  /// column goes on top of the stack.
  func replaceColumn(_ index: Int, with controller: HeadlessController) {
    children[index].parentController = nil
    adopt(controller)
    children[index] = controller
    if isCollapsed { layout.topColumn = index }
    record(.showedColumn(controller.name, column: columnName(index), in: name))
  }

  /// Moves a collapsed column-style split view's stack back to column `index`.
  package func returnToColumn(_ index: Int) {
    layout.topColumn = index
  }

  private func columnName(_ index: Int) -> String {
    if index == 0 { return "primary" }
    if index == layout.supplementaryIndex { return "supplementary" }
    return "secondary"
  }
}
