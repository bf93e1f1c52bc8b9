extension SegueDetails {
  /// Stores `attribute` when it is one of the details; ignores it otherwise.
  mutating func read(_ attribute: XMLAttribute, in base: UnsafePointer<UInt8>) {
    let value = { attribute.value(in: base) }
    if attribute.name.spells("modalPresentationStyle", in: base) {
      modalPresentationStyle = value()
    } else if attribute.name.spells("modalTransitionStyle", in: base) {
      modalTransitionStyle = value()
    } else if attribute.name.spells("animates", in: base) {
      animates = value() != "NO"
    } else if attribute.name.spells("popoverAnchorView", in: base) {
      popoverAnchorView = value()
    } else if attribute.name.spells("popoverAnchorBarButtonItem", in: base) {
      popoverAnchorBarButtonItem = value()
    } else if attribute.name.spells("unwindAction", in: base) {
      unwindAction = value()
    } else if attribute.name.spells("destinationCreationSelector", in: base) {
      destinationCreationSelector = value()
    } else if attribute.name.spells("trigger", in: base) {
      trigger = value()
    } else if attribute.name.spells("action", in: base) {
      action = value()
    } else if attribute.name.spells("popoverBehavior", in: base) {
      popoverBehavior = value()
    } else if attribute.name.spells("preferredEdge", in: base) {
      preferredEdge = value()
    }
  }
}
