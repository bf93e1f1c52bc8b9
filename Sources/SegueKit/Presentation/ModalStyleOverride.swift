/// A modal presentation style that a segue's destination is given before it is presented.
public enum ModalStyleOverride: Sendable, Hashable {
  /// UIKit's `.currentContext`: cover only the presenting context, e.g. the detail column.
  case currentContext
  /// UIKit's `.overCurrentContext`.
  case overCurrentContext
  /// UIKit's `.formSheet`; tvOS has no form sheets.
  @available(tvOS, unavailable)
  case formSheet
  /// UIKit's `.fullScreen`.
  case fullScreen
}
