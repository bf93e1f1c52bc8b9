import StoryboardKit

/// A box of the graph: a scene's controller, or a stand-in for where a segue leads outside the
/// storyboards given (another storyboard, an exit, a destination that does not exist).
package struct GraphNode: Sendable, Hashable {
  /// What the node stands for.
  package enum Role: String, Sendable, Hashable, CaseIterable {
    /// A scene's controller.
    case controller
    /// A storyboard reference to a storyboard that is not among the inputs.
    case external
    /// A reference to a storyboard among the inputs that lacks what it names.
    case unresolved
    /// Where an unwind segue goes: decided at run time by the unwind action.
    case exit
    /// A segue destination id that no element of the document has.
    case missing
  }

  /// A stable id made of `[A-Za-z0-9_]`, unique in the graph; every format uses it.
  package var id: String
  package var role: Role
  /// The first line of the label: class name or element kind.
  package var title: String
  /// A second line that helps tell scenes apart (element kind, title, user label), if any.
  package var subtitle: String?
  /// The controller's storyboard identifier, by which code instantiates it, if any.
  package var storyboardIdentifier: String?
  /// The ``GraphCluster/id`` of the storyboard the node belongs to.
  package var clusterID: String?
  /// Whether this is its storyboard's initial controller.
  package var isInitial: Bool
  /// The file and place that define the node, when it is a controller.
  package var path: String?
  package var location: TextLocation?
  /// The lint findings located at the controller.
  package var findings: [Diagnostic]

  package init(
    id: String, role: Role, title: String, subtitle: String? = nil,
    storyboardIdentifier: String? = nil, clusterID: String? = nil, isInitial: Bool = false,
    path: String? = nil, location: TextLocation? = nil, findings: [Diagnostic] = []
  ) {
    self.id = id
    self.role = role
    self.title = title
    self.subtitle = subtitle
    self.storyboardIdentifier = storyboardIdentifier
    self.clusterID = clusterID
    self.isInitial = isInitial
    self.path = path
    self.location = location
    self.findings = findings
  }

  /// The label's lines: title, subtitle, storyboard identifier.
  package var labelLines: [String] {
    [title] + (subtitle.map { [$0] } ?? [])
      + (storyboardIdentifier.map { [NodeLabel.identifierLine($0)] } ?? [])
  }

  /// The most serious finding's severity, if any.
  package var worstSeverity: Severity? { findings.map(\.severity).max() }
}
