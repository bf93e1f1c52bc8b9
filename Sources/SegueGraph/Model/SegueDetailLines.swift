import StoryboardKit

/// What the graph says about a segue: its edge label and the lines of its details panel.
struct SegueDetailLines: Sendable, Hashable {
  /// The identifier, else the relationship, else the unwind action; empty when none.
  var label: String
  var lines: [GraphEdge.Detail]

  /// `reference` is the storyboard reference placeholder's when the segue's destination names
  /// one.
  init(
    segue: Segue, document: StoryboardDocument, reference: StoryboardReference?, source: String,
    destination: String
  ) {
    label = segue.usableIdentifier ?? segue.relationship ?? segue.details.unwindAction ?? ""
    var lines = [GraphEdge.Detail("kind", segue.kind.rawValue)]
    func add(_ name: String, _ value: String?) {
      if let value, !value.isEmpty { lines.append(GraphEdge.Detail(name, value)) }
    }
    add("identifier", segue.usableIdentifier)
    add("relationship", segue.relationship)
    add("from", source)
    add("to", destination)
    if let reference {
      add("through reference", "\(reference.storyboardName ?? document.name).storyboard")
    }
    // A container's own segues (relationships) are set up by the container, not triggered.
    if segue.kind != .relationship {
      let trigger = segue.isManual ? "manual (performSegue from code)" : segue.trigger.element
      add("triggered by", trigger + (segue.details.trigger.map { " (\($0))" } ?? ""))
    }
    add(
      "segue class",
      segue.customClass.map { name in segue.customModule.map { "\($0).\(name)" } ?? name })
    add("presentation style", segue.details.modalPresentationStyle)
    add("transition style", segue.details.modalTransitionStyle)
    if !segue.details.animates { add("animates", "no") }
    add("unwind action", segue.details.unwindAction)
    add("segue action", segue.details.destinationCreationSelector)
    add(
      "popover anchor", segue.details.popoverAnchorBarButtonItem ?? segue.details.popoverAnchorView)
    add("defined at", "\(document.path):\(segue.location)")
    self.lines = lines
  }
}
