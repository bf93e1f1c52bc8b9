import NavigationCore
import StoryboardKit

extension SegueBlueprint.Action {
  /// What performing `segue` does, given where it leads and the custom segue behaviours the
  /// caller registered; nil for the segues a container sets up itself (relationship, embed).
  package init?(
    segue: Segue, destination: SegueDestination, scene: (NodeID) -> Int?,
    customSegues: [String: HeadlessSegueKind], platform: Platform
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
    switch Self.kind(of: segue, customSegues: customSegues, platform: platform) {
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
  private static func kind(
    of segue: Segue, customSegues: [String: HeadlessSegueKind], platform: Platform
  ) -> Result<HeadlessSegueKind, SegueProblem> {
    if let reference = segue.classReference {
      if let registered = customSegues[reference.name] { return .success(registered) }
      if reference.name == "PushDetailSegue",
        reference.module == nil || reference.module == "SegueKit"
      {
        return .success(.pushDetail)
      }
    }
    if platform == .macOS, let appKit = appKitKind(of: segue.kind) { return .success(appKit) }
    switch segue.kind {
    case .show, .push: return .success(.show)
    case .showDetail, .replace: return .success(.showDetail)
    case .presentation, .modal:
      let style = style(segue.details.modalPresentationStyle)
      if platform == .tvOS, style == .formSheet || style == .pageSheet {
        return .failure(.unavailable("a \(style.rawValue) presentation", on: "tvOS"))
      }
      return .success(.presentation(style))
    case .sheet: return .success(.presentation(.formSheet))
    case .popoverPresentation, .popover:
      if platform == .tvOS { return .failure(.unavailable("a popover", on: "tvOS")) }
      return .success(.popoverPresentation)
    case .custom:
      guard let reference = segue.classReference else { return .failure(.customWithoutClass) }
      return .failure(.customClassWithoutBehaviour(reference.name))
    case .unknown(let raw): return .failure(.unknownKind(raw))
    case .embed, .relationship, .unwind: return .failure(.unknownKind(segue.kind.rawValue))
    }
  }

  /// The AppKit transition of a macOS storyboard's segue kind (`NSStoryboardSegue.Kind`):
  /// `show` opens a window, `modal` a modal window, `sheet` a sheet, `popover` a popover. Others
  /// (custom, unwind) are read as on iOS.
  private static func appKitKind(of kind: SegueKind) -> HeadlessSegueKind? {
    switch kind {
    case .show, .push, .showDetail, .replace: return .show
    case .modal, .presentation: return .presentation(.modalWindow)
    case .sheet: return .presentation(.sheet)
    case .popover, .popoverPresentation: return .popoverPresentation
    default: return nil
    }
  }

  /// The style a segue's `modalPresentationStyle` names; styles the headless model lacks
  /// (`custom`, `none`, `blurOverFullScreen`) are taken as automatic.
  private static func style(_ raw: String?) -> HeadlessPresentationStyle {
    raw.flatMap(HeadlessPresentationStyle.init(rawValue:)) ?? .automatic
  }
}
