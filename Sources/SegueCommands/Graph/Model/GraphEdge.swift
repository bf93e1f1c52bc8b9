import StoryboardKit

/// An arrow of the graph: one segue from its source scene to where it leads.
public struct GraphEdge: Sendable, Hashable {
  /// `e1`, `e2`… in the graph's sorted order.
  public var id: String
  public var sourceID: String
  public var targetID: String
  public var style: SegueStyle
  /// The `kind` as written in the storyboard.
  public var kind: String
  /// The label: the identifier, else the relationship, else the unwind action; may be empty.
  public var label: String
  /// Whether the edge leads into another storyboard's cluster.
  public var crossesStoryboards: Bool
  /// What a reader wants to know about the segue, in display order (name, value).
  public var details: [Detail]
  public var path: String
  public var location: SourceLocation
  /// The lint findings located at the segue.
  public var findings: [Diagnostic]

  public init(
    id: String, sourceID: String, targetID: String, style: SegueStyle, kind: String,
    label: String, crossesStoryboards: Bool, details: [Detail], path: String,
    location: SourceLocation, findings: [Diagnostic] = []
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
  public var worstSeverity: Severity? { findings.map(\.severity).max() }

  /// One line of a segue's details.
  public struct Detail: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }
}
