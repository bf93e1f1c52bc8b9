import NavigationCore
import StoryboardKit

/// A segue the simulator can be asked to perform: how it is named in steps, what it does, and
/// where it is written.
package struct SegueBlueprint: Sendable {
  /// What performing the segue does.
  package enum Action: Sendable, Hashable {
    /// A transition to a new instance of a scene.
    case forward(HeadlessSegueKind, destination: Int)
    /// An unwind segue calling `action` on the controller it finds.
    case unwind(action: String)
    /// A segue the simulator cannot perform, and why.
    case cannotRun(SegueProblem)
  }

  package var edge: EdgeID
  /// The identifier, when present and not empty.
  package var identifier: String?
  /// The XML id, by which a segue without identifier is named in steps.
  package var id: String?
  package var kind: SegueKind
  package var action: Action
  package var place: StoryboardLocation

  /// The name a step gives the segue: its identifier, else its XML id.
  package var stepName: String? { identifier ?? id }
}
