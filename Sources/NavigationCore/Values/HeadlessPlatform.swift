/// The framework whose navigation rules a ``HeadlessWindow`` follows.
///
/// UIKit on iPhone and iPad is the default. tvOS is UIKit without the presentation styles
/// tvOS lacks. AppKit has no navigation controller: `show` opens a new window, and a
/// controller is presented as a window, a modal window, a sheet or a popover
/// (docs/AppKitSemantics.md lists what is modelled and what is not).
public enum HeadlessPlatform: String, Sendable, Hashable, CaseIterable {
  /// UIKit on iOS and iPadOS.
  case uiKit
  /// UIKit on tvOS: no popovers, form sheets or page sheets.
  case tvOS
  /// AppKit on macOS.
  case appKit

  /// The style a controller asked to be presented in is shown as, in `sizeClass`.
  ///
  /// - UIKit: a popover becomes a form sheet in compact width.
  /// - tvOS: a popover, form sheet or page sheet, which tvOS does not offer, shows full screen.
  /// - AppKit: every style shows as asked; nothing adapts.
  public func shownStyle(
    of style: HeadlessPresentationStyle, in sizeClass: HeadlessSizeClass
  ) -> HeadlessPresentationStyle {
    switch self {
    case .uiKit:
      return style.adapted(to: sizeClass)
    case .tvOS:
      switch style {
      case .popover, .formSheet, .pageSheet: return .fullScreen
      default: return style
      }
    case .appKit:
      return style
    }
  }

  /// Whether `show(_:sender:)` opens a new window instead of pushing or presenting modally.
  public var showOpensWindow: Bool { self == .appKit }
}
