/// The columns of a split view controller.
package struct SplitColumns<Controller> {
  /// The primary (master) column's controller.
  package var primary: Controller?
  /// The secondary (detail) column's controller.
  package var secondary: Controller?
  /// Whether the split view shows one column only (compact width), stacking detail onto the
  /// primary's navigation controller.
  package var isCollapsed: Bool

  /// Creates a description of a split view's columns.
  package init(primary: Controller?, secondary: Controller?, isCollapsed: Bool) {
    self.primary = primary
    self.secondary = secondary
    self.isCollapsed = isCollapsed
  }

  /// The same columns with each controller transformed.
  package func map<Other>(_ transform: (Controller) -> Other) -> SplitColumns<Other> {
    SplitColumns<Other>(
      primary: primary.map(transform), secondary: secondary.map(transform),
      isCollapsed: isCollapsed)
  }
}

extension SplitColumns: Sendable where Controller: Sendable {}
