extension HeadlessSplitController {
  /// iOS 14's column styles (`UISplitViewController.Style`).
  public enum ColumnStyle: Sendable, Hashable {
    /// Primary and secondary columns.
    case doubleColumn
    /// Primary, supplementary and secondary columns.
    case tripleColumn
  }

  /// A column of a column-style split view (`UISplitViewController.Column`).
  public enum Column: Sendable, Hashable {
    case primary
    /// The middle column of a triple-column split view.
    case supplementary
    /// The secondary (detail) column; a classic split view's second child.
    case secondary
    /// The column shown instead of the others when the split view is collapsed.
    case compact
  }
}
