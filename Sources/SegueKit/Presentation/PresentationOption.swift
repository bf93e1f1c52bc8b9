/// An explicit change to how a segue's destination is presented, chosen at the call site.
///
/// The seed this library grew from set `.currentContext` on iPad as a hidden side effect of
/// reading the destination. Here it is asked for by name:
///
/// ```swift
/// let editor = destination(of: segue, as: JobEditorViewController.self,
///                          presentation: .currentContextOnPad)
/// ```
///
/// On iPhone a current-context sheet would let the keyboard cover text fields at the bottom, so
/// ``currentContextOnPad`` leaves the phone's presentation alone.
public struct PresentationOption: Sendable, Hashable {
  /// The style to apply on each idiom; idioms not listed keep the storyboard's style.
  public var styles: [DeviceIdiom: ModalStyleOverride]

  /// Creates an option applying `styles` per idiom.
  public init(styles: [DeviceIdiom: ModalStyleOverride]) {
    self.styles = styles
  }

  /// Keep the storyboard's presentation style everywhere.
  public static let unchanged = PresentationOption(styles: [:])

  /// Present over the current context on iPad only (the seed's behaviour, now opt-in).
  public static let currentContextOnPad = PresentationOption(styles: [.pad: .currentContext])

  /// The style to set on the destination for `idiom`, or nil to leave it alone.
  public func style(for idiom: DeviceIdiom) -> ModalStyleOverride? {
    styles[idiom]
  }
}
