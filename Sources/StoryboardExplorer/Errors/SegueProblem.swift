import StoryboardKit

/// Why a segue cannot be performed by the simulator.
public enum SegueProblem: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  /// A custom segue class whose behaviour is not known; register one in
  /// ``SimulatorOptions/customSegues``.
  case customClassWithoutBehaviour(String)
  /// A custom segue without a class.
  case customWithoutClass
  /// The destination is in a storyboard that is not among the inputs.
  case leadsOutsideInputs(storyboard: String)
  /// The destination is a storyboard reference that names nothing the inputs hold.
  case unresolvedReference(storyboard: String)
  /// The segue names no destination, or one its storyboard does not have.
  case noDestination
  /// A segue kind the simulator does not know.
  case unknownKind(String)
  /// An unwind segue without an unwind action.
  case unwindWithoutAction
  /// A transition the storyboard's platform does not have, such as a popover on tvOS.
  case unavailable(String, on: String)

  public var description: String {
    switch self {
    case .customClassWithoutBehaviour(let name):
      "The custom segue class '\(name)' has no known behaviour; tell the simulator which kind "
        + "of segue it acts as (--custom-segue \(name)=show, or another kind)."
    case .customWithoutClass:
      "The custom segue has no class, so nothing would perform it."
    case .leadsOutsideInputs(let storyboard):
      "The segue leads to the storyboard '\(storyboard)', which is not among the inputs."
    case .unresolvedReference(let storyboard):
      "The segue leads to a storyboard reference into '\(storyboard)' that names no scene it has."
    case .noDestination:
      "The segue names no destination its storyboard has."
    case .unknownKind(let kind):
      "The segue kind '\(kind)' is not one the simulator knows."
    case .unwindWithoutAction:
      "The unwind segue names no unwind action."
    case .unavailable(let transition, let platform):
      "The segue asks for \(transition), which \(platform) does not have; Interface Builder "
        + "offers no such segue there."
    }
  }

  /// The sentence alone: the step that meets the problem adds its place.
  public var diagnostic: Diagnostic {
    Diagnostic(severity: .error, message: description, errorID: "segue-cannot-run")
  }
}
