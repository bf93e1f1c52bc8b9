/// How a split view controller holds its children, and so which of them are its columns and
/// which it shows.
///
/// Children are in column order: a classic split view's primary and optional secondary; a
/// column-style one's primary, supplementary (triple column only) and secondary, then its
/// compact column when it has one; an AppKit split view's items, every one shown.
package struct SplitLayout: Sendable, Hashable {
  /// The kind of split view.
  package enum Style: UInt8, Sendable, Hashable {
    /// UIKit before iOS 14 (`style` unspecified): primary and secondary.
    case classic
    /// UIKit's `.doubleColumn`: primary and secondary.
    case doubleColumn
    /// UIKit's `.tripleColumn`: primary, supplementary and secondary.
    case tripleColumn
    /// AppKit's `NSSplitViewController`: its split items, side by side.
    case items
  }

  package var style: Style
  /// Whether a compact column follows the others (column styles only).
  package var hasCompactColumn: Bool
  /// A collapsed column-style split view without a compact column stacks its columns; this
  /// is the index of the one on top (UIKit proposes the secondary).
  package var topColumn: Int {
    get { Int(top) }
    set { top = Int8(truncatingIfNeeded: newValue) }
  }
  // One byte: the layout rides in every explored node's container, which the explorer copies
  // and compares for each step.
  private var top: Int8

  /// A split view of `style`, its collapsed stack showing the secondary column.
  package init(style: Style, hasCompactColumn: Bool = false) {
    self.style = style
    self.hasCompactColumn = hasCompactColumn && style.isColumnStyle
    top = style == .tripleColumn ? 2 : 1
  }

  /// The classic two-column split view.
  package static let classic = SplitLayout(style: .classic)

  /// The number of children that are primary, supplementary or secondary columns (all of
  /// them for a classic or AppKit split view, whose children are `count`).
  package func columnCount(of count: Int) -> Int {
    switch style {
    case .classic, .items: count
    case .doubleColumn: min(count, 2)
    case .tripleColumn: min(count, 3)
    }
  }

  /// The index of the supplementary column.
  package var supplementaryIndex: Int? { style == .tripleColumn ? 1 : nil }

  /// The index of the secondary column among `count` children.
  package func secondaryIndex(of count: Int) -> Int? {
    let columns = columnCount(of: count)
    return columns > 1 ? columns - 1 : nil
  }

  /// The index of the compact column among `count` children.
  package func compactIndex(of count: Int) -> Int? {
    hasCompactColumn && count > columnCount(of: count) ? columnCount(of: count) : nil
  }

  /// The column `show` from column `index` fills in a column-style split view: the next one
  /// (the supplementary from the primary, the secondary from the supplementary); the
  /// secondary itself from the secondary. Nil in other styles and for the compact column.
  package func columnShown(from index: Int, of count: Int) -> Int? {
    guard style.isColumnStyle, let secondary = secondaryIndex(of: count), index <= secondary
    else { return nil }
    return min(index + 1, secondary)
  }

  /// The column `back` returns to in a collapsed column-style split view's stack; nil when
  /// the stack is at its primary or the split view shows its compact column instead.
  package func columnBack(of count: Int) -> Int? {
    guard style.isColumnStyle, compactIndex(of: count) == nil else { return nil }
    let top = min(topColumn, columnCount(of: count) - 1)
    return top > 0 ? top - 1 : nil
  }

  /// The children the user sees, as indices: every column when expanded (every item in
  /// AppKit); collapsed, a classic split view's primary, a column-style one's compact column
  /// or the top of its stack.
  package func shownIndices(of count: Int, collapsed: Bool) -> [Int] {
    guard count > 0 else { return [] }
    if style == .items { return Array(0..<count) }
    guard collapsed else {
      if style == .classic { return count > 1 ? [0, count - 1] : [0] }
      return Array(0..<columnCount(of: count))
    }
    if style == .classic { return [0] }
    if let compact = compactIndex(of: count) { return [compact] }
    return [min(topColumn, columnCount(of: count) - 1)]
  }

  /// The child the visible controller is found in: the secondary (the last item in AppKit)
  /// when expanded, the one shown when collapsed.
  package func contentIndex(of count: Int, collapsed: Bool) -> Int? {
    guard count > 0 else { return nil }
    if style == .items { return count - 1 }
    if collapsed { return shownIndices(of: count, collapsed: true).first }
    return secondaryIndex(of: count) ?? 0
  }
}

extension SplitLayout.Style {
  /// Whether this is one of iOS 14's column styles.
  package var isColumnStyle: Bool { self == .doubleColumn || self == .tripleColumn }
}
