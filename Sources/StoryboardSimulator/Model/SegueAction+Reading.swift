import HeadlessNavigation
import StoryboardKit

extension SegueBlueprint.Action {
  /// What performing `segue` does, given where it leads and the custom segue behaviours the
  /// caller registered; nil for the segues a container sets up itself (relationship, embed).
  init?(
    segue: Segue, destination: SegueDestination, scene: (NodeID) -> Int?,
    customSegues: [String: HeadlessSegueKind]
  ) {
    if segue.kind == .unwind {
      guard let action = segue.details.unwindAction, !action.isEmpty else {
        self = .cannotRun(.unwindWithoutAction)
        return
      }
      self = .unwind(action: action)
      return
    }
    guard segue.kind.isPerformable else { return nil }
    let kind: HeadlessSegueKind
    switch Self.kind(of: segue, customSegues: customSegues) {
    case .success(let known): kind = known
    case .failure(let problem):
      self = .cannotRun(problem)
      return
    }
    switch destination {
    case .scene(let node):
      guard let index = scene(node) else {
        self = .cannotRun(.noDestination)
        return
      }
      self = .forward(kind, destination: index)
    case .external(let reference, _):
      self = .cannotRun(.leadsOutsideInputs(storyboard: reference.storyboardName ?? "?"))
    case .unresolved(let reference, _):
      self = .cannotRun(.unresolvedReference(storyboard: reference.storyboardName ?? "?"))
    case .exit, .missing:
      self = .cannotRun(.noDestination)
    }
  }

  /// The headless kind of a performable segue. A registered behaviour for its custom class
  /// wins; `PushDetailSegue` is SegueKit's; any other class on a built-in kind keeps the
  /// kind, as such classes usually call the built-in transition.
  private static func kind(of segue: Segue, customSegues: [String: HeadlessSegueKind])
    -> Result<HeadlessSegueKind, SegueProblem>
  {
    if let reference = segue.classReference {
      if let registered = customSegues[reference.name] { return .success(registered) }
      if reference.name == "PushDetailSegue",
        reference.module == nil || reference.module == "SegueKit"
      {
        return .success(.pushDetail)
      }
    }
    switch segue.kind {
    case .show, .push: return .success(.show)
    case .showDetail, .replace: return .success(.showDetail)
    case .presentation, .modal:
      return .success(.presentation(style(segue.details.modalPresentationStyle)))
    case .sheet: return .success(.presentation(.formSheet))
    case .popoverPresentation, .popover: return .success(.popoverPresentation)
    case .custom:
      guard let reference = segue.classReference else { return .failure(.customWithoutClass) }
      return .failure(.customClassWithoutBehaviour(reference.name))
    case .unknown(let raw): return .failure(.unknownKind(raw))
    case .embed, .relationship, .unwind: return .failure(.unknownKind(segue.kind.rawValue))
    }
  }

  /// The style a segue's `modalPresentationStyle` names; styles the headless model lacks
  /// (`custom`, `none`, `blurOverFullScreen`) are taken as automatic.
  private static func style(_ raw: String?) -> HeadlessPresentationStyle {
    raw.flatMap(HeadlessPresentationStyle.init(rawValue:)) ?? .automatic
  }
}
