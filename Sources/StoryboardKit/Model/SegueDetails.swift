/// The attributes of a `<segue>` that describe how it is performed, kept as written.
public struct SegueDetails: Sendable, Hashable {
  /// `modalPresentationStyle`, a Swift case name such as `formSheet`.
  public var modalPresentationStyle: String?
  /// `modalTransitionStyle`, such as `crossDissolve`.
  public var modalTransitionStyle: String?
  /// `animates="NO"` makes this false.
  public var animates: Bool
  public var popoverAnchorView: String?
  public var popoverAnchorBarButtonItem: String?
  /// `unwindAction`, an Objective-C selector such as `unwindToList:`.
  public var unwindAction: String?
  /// `destinationCreationSelector`, the @IBSegueAction method's selector.
  public var destinationCreationSelector: String?
  /// `trigger`, such as `accessoryAction` for a cell's accessory button.
  public var trigger: String?
  /// `action`, sometimes written and possibly stale.
  public var action: String?
  /// macOS `popoverBehavior` (a, t or s).
  public var popoverBehavior: String?
  /// macOS `preferredEdge`.
  public var preferredEdge: String?

  public init(
    modalPresentationStyle: String? = nil, modalTransitionStyle: String? = nil,
    animates: Bool = true, popoverAnchorView: String? = nil,
    popoverAnchorBarButtonItem: String? = nil, unwindAction: String? = nil,
    destinationCreationSelector: String? = nil, trigger: String? = nil, action: String? = nil,
    popoverBehavior: String? = nil, preferredEdge: String? = nil
  ) {
    self.modalPresentationStyle = modalPresentationStyle
    self.modalTransitionStyle = modalTransitionStyle
    self.animates = animates
    self.popoverAnchorView = popoverAnchorView
    self.popoverAnchorBarButtonItem = popoverAnchorBarButtonItem
    self.unwindAction = unwindAction
    self.destinationCreationSelector = destinationCreationSelector
    self.trigger = trigger
    self.action = action
    self.popoverBehavior = popoverBehavior
    self.preferredEdge = preferredEdge
  }
}
