import NavigationCore

/// What a child of a split view controller is to it (``ControllerSnapshot/column``).
public enum SplitColumn: String, Sendable, Hashable {
  /// UIKit's primary (master) column.
  case primary
  /// The middle column of a triple-column split view.
  case supplementary
  /// UIKit's secondary (detail) column.
  case secondary
  /// The column a collapsed column-style split view shows instead of the others.
  case compact
  /// One of an AppKit split view's items (sidebar, content or inspector alike).
  case item

  /// The column of child `index` of `count` in a split view of `layout`.
  init(index: Int, of count: Int, in layout: SplitLayout) {
    if layout.style == .items {
      self = .item
    } else if index == layout.compactIndex(of: count) {
      self = .compact
    } else if index == 0 {
      self = .primary
    } else if index == layout.supplementaryIndex {
      self = .supplementary
    } else {
      self = .secondary
    }
  }
}
