import NavigationCore

extension PushDetailDecision where Node: NavigableController, Node.Controller == Node {
  /// Dismisses the popover, then places `destination` in the dismissal's completion: the
  /// placement was decided before, while the popover still led to its presenter.
  @MainActor
  package func execute(destination: Node, animated: Bool) {
    let placement = placement
    guard let popoverToDismiss else {
      Self.place(destination, placement, animated: animated)
      return
    }
    popoverToDismiss.dismissController(animated: animated) {
      Self.place(destination, placement, animated: animated)
    }
  }

  @MainActor
  private static func place(
    _ destination: Node, _ placement: PushDetailPlacement<Node>, animated: Bool
  ) {
    switch placement {
    case .push(let navigation):
      navigation.pushController(destination, animated: animated)
    case .showDetail(let split):
      split.showDetailController(destination, sender: nil)
    case .show(let anchor):
      anchor.showController(destination, sender: nil)
    }
  }
}
