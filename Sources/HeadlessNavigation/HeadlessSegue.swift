import SegueKit

/// A headless `UIStoryboardSegue`: an identifier, a source, a destination and what performing it
/// does (``HeadlessSegueKind``).
@MainActor
open class HeadlessSegue {
  /// The identifier set in the storyboard, if any.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: HeadlessController
  /// The controller the segue leads to, often a container.
  public let destination: HeadlessController
  /// What ``perform()`` does.
  public let kind: HeadlessSegueKind

  /// Creates a segue; the storyboard kind's presentation style is set on the destination now,
  /// before `prepare(for:sender:)`, as UIKit does.
  public init(
    identifier: String?, source: HeadlessController, destination: HeadlessController,
    kind: HeadlessSegueKind
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.kind = kind
    switch kind {
    case .presentation(let style) where style != .automatic:
      destination.modalPresentationStyle = style
    case .popoverPresentation:
      destination.modalPresentationStyle = .popover
    default:
      break
    }
  }

  /// Makes the segue a segue of `kind`: ``HeadlessPushDetailSegue`` for `.pushDetail`.
  static func make(
    identifier: String?, source: HeadlessController, destination: HeadlessController,
    kind: HeadlessSegueKind
  ) -> HeadlessSegue {
    if kind == .pushDetail {
      return HeadlessPushDetailSegue(
        identifier: identifier, source: source, destination: destination)
    }
    return HeadlessSegue(
      identifier: identifier, source: source, destination: destination, kind: kind)
  }

  /// Performs the transition.
  open func perform() {
    switch kind {
    case .show:
      source.show(destination, sender: nil)
    case .showDetail:
      source.showDetail(destination, sender: nil)
    case .presentation, .popoverPresentation:
      source.present(destination, animated: true)
    case .pushDetail:
      // Only HeadlessPushDetailSegue has this kind, and it overrides perform().
      HeadlessPushDetailSegue.decision(from: source)
        .execute(destination: destination, animated: true)
    case .unwind:
      destination.returnFromUnwind()
    }
  }
}
