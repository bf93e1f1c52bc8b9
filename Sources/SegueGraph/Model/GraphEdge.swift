import StoryboardKit

/// An arrow of the graph: one segue from its source scene to where it leads.
package struct GraphEdge: Sendable, Hashable {
  /// `e1`, `e2`… in the graph's sorted order.
  package var id: String
  package var sourceID: String
  package var targetID: String
  package var style: SegueStyle
  /// The `kind` as written in the storyboard.
  package var kind: String
  /// The label: the identifier, else the relationship, else the unwind action; may be empty.
  package var label: String
  /// Whether the edge leads into another storyboard's cluster.
  package var crossesStoryboards: Bool
  /// What a reader wants to know about the segue, in display order (name, value).
  package var details: [Detail]
  package var path: String
  package var location: TextLocation
  /// The lint findings located at the segue.
  package var findings: [Diagnostic]

  package init(
    id: String, sourceID: String, targetID: String, style: SegueStyle, kind: String,
    label: String, crossesStoryboards: Bool, details: [Detail], path: String,
    location: TextLocation, findings: [Diagnostic] = []
  ) {
    self.id = id
    self.sourceID = sourceID
    self.targetID = targetID
    self.style = style
    self.kind = kind
    self.label = label
    self.crossesStoryboards = crossesStoryboards
    self.details = details
    self.path = path
    self.location = location
    self.findings = findings
  }

  /// The most serious finding's severity, if any.
  package var worstSeverity: Severity? { findings.map(\.severity).max() }

  /// One line of a segue's details.
  package struct Detail: Sendable, Hashable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }
}
