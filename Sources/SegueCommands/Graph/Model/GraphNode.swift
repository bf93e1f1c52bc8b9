import StoryboardKit

/// A box of the graph: a scene's controller, or a stand-in for where a segue leads outside the
/// storyboards given (another storyboard, an exit, a destination that does not exist).
public struct GraphNode: Sendable, Hashable {
  /// What the node stands for.
  public enum Role: String, Sendable, Hashable, CaseIterable {
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
  public var id: String
  public var role: Role
  /// The first line of the label: class name, storyboard identifier or element kind.
  public var title: String
  /// A second line that helps tell scenes apart (element kind, title, user label), if any.
  public var subtitle: String?
  /// The ``GraphCluster/id`` of the storyboard the node belongs to.
  public var clusterID: String?
  /// Whether this is its storyboard's initial controller.
  public var isInitial: Bool
  /// The file and place that define the node, when it is a controller.
  public var path: String?
  public var location: SourceLocation?
  /// The lint findings located at the controller.
  public var findings: [Diagnostic]

  public init(
    id: String, role: Role, title: String, subtitle: String? = nil, clusterID: String? = nil,
    isInitial: Bool = false, path: String? = nil, location: SourceLocation? = nil,
    findings: [Diagnostic] = []
  ) {
    self.id = id
    self.role = role
    self.title = title
    self.subtitle = subtitle
    self.clusterID = clusterID
    self.isInitial = isInitial
    self.path = path
    self.location = location
    self.findings = findings
  }

  /// The label's lines.
  public var labelLines: [String] { [title] + (subtitle.map { [$0] } ?? []) }

  /// The most serious finding's severity, if any.
  public var worstSeverity: Severity? { findings.map(\.severity).max() }
}
