import NavigationCore

/// The columns of a split view controller.
package struct SplitColumns<Controller> {
  /// The primary (master) column's controller.
  package var primary: Controller?
  /// The secondary (detail) column's controller.
  package var secondary: Controller?
  /// Whether the split view shows one column only (compact width), stacking detail onto the
  /// primary's navigation controller.
  package var isCollapsed: Bool
  /// Every child in the order `layout` reads them: a column-style split view's supplementary
  /// and compact columns too.
  package var all: [Controller]
  /// Which children are columns and which one a collapsed split view shows. Classic when the
  /// platform does not say: SegueKit's UIKit adapter does not read iOS 14's column styles.
  package var layout: SplitLayout

  /// Creates a description of a split view's columns; without `all`, the primary and the
  /// secondary are all of them.
  package init(
    primary: Controller?, secondary: Controller?, isCollapsed: Bool,
    layout: SplitLayout = .classic, all: [Controller]? = nil
  ) {
    self.primary = primary
    self.secondary = secondary
    self.isCollapsed = isCollapsed
    self.all = all ?? [primary, secondary].compactMap { $0 }
    self.layout = layout
  }

  /// The same columns with each controller transformed.
  package func map<Other>(_ transform: (Controller) -> Other) -> SplitColumns<Other> {
    SplitColumns<Other>(
      primary: primary.map(transform), secondary: secondary.map(transform),
      isCollapsed: isCollapsed, layout: layout, all: all.map(transform))
  }
}

extension SplitColumns: Sendable where Controller: Sendable {}
