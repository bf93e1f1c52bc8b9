import NavigationCore

/// One transition in a ``HeadlessWindow``, naming controllers by their
/// ``HeadlessController/name``.
public enum NavigationEvent: Sendable, Hashable, CustomStringConvertible {
  /// The source prepared for a segue (`prepare(for:sender:)`) leading to `destination`.
  case prepared(segue: String?, destination: String)
  /// A controller was presented modally by its presentation context, shown in `style`.
  case presented(String, by: String, style: HeadlessPresentationStyle)
  /// A presentation was refused: the context already presents another controller.
  case presentationRefused(String, by: String, alreadyPresenting: String)
  /// A presented controller was dismissed by the controller that presented it.
  case dismissed(String, by: String)
  /// A controller was pushed onto a navigation controller's stack.
  case pushed(String, onto: String)
  /// A controller was popped off a navigation controller's stack.
  case popped(String, from: String)
  /// A controller became a split view's secondary (detail) column.
  case showedDetail(String, in: String)
  /// A controller became a split view's primary column: `show` in an expanded split view.
  case showedPrimary(String, in: String)
  /// A controller became a column of a column-style split view (`column` names it:
  /// `supplementary` or `secondary`).
  case showedColumn(String, column: String, in: String)
  /// A tab container selected the tab holding a controller.
  case selectedTab(String, in: String)

  /// The event as a line of a transcript, e.g. `nav pushes note`.
  public var description: String {
    switch self {
    case .prepared(let segue, let destination):
      "prepare \(segue.map { "'\($0)'" } ?? "(no identifier)") → \(destination)"
    case .presented(let controller, let presenter, let style):
      "\(presenter) presents \(controller) (\(style.rawValue))"
    case .presentationRefused(let controller, let presenter, let existing):
      "\(presenter) refuses to present \(controller): already presenting \(existing)"
    case .dismissed(let controller, let presenter):
      "\(presenter) dismisses \(controller)"
    case .pushed(let controller, let navigation):
      "\(navigation) pushes \(controller)"
    case .popped(let controller, let navigation):
      "\(navigation) pops \(controller)"
    case .showedDetail(let controller, let split):
      "\(split) shows \(controller) as detail"
    case .showedPrimary(let controller, let split):
      "\(split) shows \(controller) as primary"
    case .showedColumn(let controller, let column, let split):
      "\(split) shows \(controller) in the \(column) column"
    case .selectedTab(let controller, let tabs):
      "\(tabs) selects \(controller)"
    }
  }
}
