/// UIKit's `UIModalPresentationStyle`, the cases a storyboard segue can ask for, and AppKit's
/// ways of presenting a view controller (``window``, ``modalWindow``, ``sheet``; ``popover`` is
/// both frameworks').
public enum HeadlessPresentationStyle: String, Sendable, Hashable, CaseIterable {
  /// `.automatic`: the system's choice, UIKit's default.
  case automatic
  /// `.fullScreen`.
  case fullScreen
  /// `.pageSheet`.
  case pageSheet
  /// `.formSheet`; a popover adapted to compact width shows as one.
  case formSheet
  /// `.currentContext`: presented from the nearest controller that defines the context.
  case currentContext
  /// `.overFullScreen`.
  case overFullScreen
  /// `.overCurrentContext`: like `.currentContext`, over the context's content.
  case overCurrentContext
  /// `.popover`; AppKit's `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`.
  case popover
  /// AppKit: a new window, as a `show` segue opens one (`NSWindowController.showWindow`).
  case window
  /// AppKit: a modal window (`presentAsModalWindow`), a `modal` segue.
  case modalWindow
  /// AppKit: a sheet on the presenter's window (`presentAsSheet`), a `sheet` segue.
  case sheet

  /// The style shown in a size class: a popover becomes a form sheet in compact width, as UIKit
  /// adapts it (iOS 13 and later) when no delegate says otherwise.
  public func adapted(to sizeClass: HeadlessSizeClass) -> HeadlessPresentationStyle {
    self == .popover && sizeClass == .compact ? .formSheet : self
  }
}
