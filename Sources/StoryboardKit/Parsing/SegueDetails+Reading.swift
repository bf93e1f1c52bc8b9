extension SegueDetails {
  /// Stores `attribute` when it is one of the details; ignores it otherwise.
  mutating func read(_ attribute: XMLAttribute, in base: UnsafePointer<UInt8>) {
    let value = { attribute.value(in: base) }
    if attribute.hasName("modalPresentationStyle", in: base) {
      modalPresentationStyle = value()
    } else if attribute.hasName("modalTransitionStyle", in: base) {
      modalTransitionStyle = value()
    } else if attribute.hasName("animates", in: base) {
      animates = value() != "NO"
    } else if attribute.hasName("popoverAnchorView", in: base) {
      popoverAnchorView = value()
    } else if attribute.hasName("popoverAnchorBarButtonItem", in: base) {
      popoverAnchorBarButtonItem = value()
    } else if attribute.hasName("unwindAction", in: base) {
      unwindAction = value()
    } else if attribute.hasName("destinationCreationSelector", in: base) {
      destinationCreationSelector = value()
    } else if attribute.hasName("trigger", in: base) {
      trigger = value()
    } else if attribute.hasName("action", in: base) {
      action = value()
    } else if attribute.hasName("popoverBehavior", in: base) {
      popoverBehavior = value()
    } else if attribute.hasName("preferredEdge", in: base) {
      preferredEdge = value()
    }
  }
}
