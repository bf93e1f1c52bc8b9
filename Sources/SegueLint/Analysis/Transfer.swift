import StoryboardKit

/// How a segue carries its source's ``NavigationContext`` to its destination.
enum Transfer: Sendable, Hashable {
  /// The destination is in the source's context: embedded, or a tab or page of it.
  case inherit
  /// The destination is in a navigation stack whatever the source's: a root view
  /// controller, a split view's child.
  case stack
  /// `show` and `push`: pushed when the source is in a stack, otherwise presented.
  case show
  /// Presented modally.
  case present
  /// Presented as a popover.
  case popover
  /// Decided at run time: custom segues (and segues of a custom class), showDetail, replace.
  case unknown

  /// The transfer of `segue`, drawn from a controller of `sourceKind`; nil for segues that lead
  /// back (unwind) rather than on.
  init?(segue: Segue, sourceKind: ControllerKind) {
    // A segue of a custom class runs that class's `perform()`, which may put the destination
    // anywhere: PIA VPN's `ModalNavigationSegue` presents it inside a navigation controller.
    if let name = segue.customClass, !name.isEmpty, segue.kind != .unwind,
      segue.kind != .relationship, segue.kind != .embed
    {
      self = .unknown
      return
    }
    switch segue.kind {
    case .relationship:
      switch sourceKind {
      case .navigation: self = segue.relationship == "rootViewController" ? .stack : .inherit
      case .split: self = .stack
      default: self = .inherit
      }
    case .embed: self = .inherit
    case .show, .push: self = .show
    case .presentation, .modal, .sheet: self = .present
    case .popoverPresentation, .popover: self = .popover
    case .unwind: return nil
    case .showDetail, .replace, .custom, .unknown: self = .unknown
    }
  }

  /// The destination's contexts when the source has `source`.
  func apply(_ source: NavigationContext) -> NavigationContext {
    switch self {
    case .inherit: return source
    case .stack: return .stack
    case .present: return .bare
    case .popover: return .popover
    case .unknown: return .unknown
    case .show:
      var result: NavigationContext = []
      if source.contains(.stack) { result.insert(.stack) }
      if !source.isDisjoint(with: [.bare, .popover]) { result.insert(.bare) }
      if source.contains(.unknown) { result.insert(.unknown) }
      return result
    }
  }
}
