import HeadlessNavigation

/// Instantiates an example storyboard's scenes as headless controllers and declares their
/// segues, so a test replays the storyboard the app ships rather than a hand-built copy.
@MainActor
struct StoryboardReplay {
  let storyboard: ExampleStoryboard
  /// Makes the headless stand-in for a scene's custom class.
  let factories: [String: @MainActor () -> HeadlessController]

  struct UnsupportedSegue: Error, CustomStringConvertible {
    var segue: ExampleStoryboard.Segue
    var description: String { "segue \(segue.id) of kind \(segue.kind) cannot be replayed" }
  }

  /// The storyboard's initial controller, with every scene below it.
  func instantiateInitialController() throws -> HeadlessController {
    try instantiate(controllerID: storyboard.documentAttributes["initialViewController"] ?? "")
  }

  /// A fresh controller for the scene whose controller has `controllerID`.
  func instantiate(controllerID: String) throws -> HeadlessController {
    guard let scene = storyboard.scene(controllerID: controllerID) else {
      throw ExampleStoryboard.ReadError(message: "no scene has the controller \(controllerID)")
    }
    let controller = try makeController(for: scene)
    for segue in scene.segues where !["relationship", "embed"].contains(segue.kind) {
      guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
      if segue.kind == "unwind" {
        controller.addUnwindSegue(identifier, action: segue.unwindAction ?? "")
        continue
      }
      let kind = try headlessKind(of: segue)
      controller.addSegue(identifier, kind: kind) {
        // The storyboard was checked when the segue was declared; a failure here is a test bug.
        (try? instantiate(controllerID: segue.destination)) ?? HeadlessController(name: "missing")
      }
    }
    return controller
  }

  private func makeController(for scene: ExampleStoryboard.Scene) throws -> HeadlessController {
    func related(_ relationship: String) throws -> HeadlessController? {
      guard let segue = scene.segues.first(where: { $0.relationship == relationship }) else {
        return nil
      }
      return try instantiate(controllerID: segue.destination)
    }
    switch scene.element {
    case "navigationController":
      guard let root = try related("rootViewController") else {
        throw ExampleStoryboard.ReadError(message: "navigation controller without a root")
      }
      return HeadlessNavigationController(name: "Navigation(\(root.name))", root: root)
    case "splitViewController":
      guard let primary = try related("masterViewController") else {
        throw ExampleStoryboard.ReadError(message: "split view controller without a master")
      }
      return HeadlessSplitController(
        name: "Split", primary: primary, secondary: try related("detailViewController"))
    default:
      let name = scene.customClass ?? scene.element
      return factories[name]?() ?? HeadlessController(name: name)
    }
  }

  private func headlessKind(of segue: ExampleStoryboard.Segue) throws -> HeadlessSegueKind {
    switch segue.kind {
    case "show": return .show
    case "showDetail": return .showDetail
    case "popoverPresentation": return .popoverPresentation
    case "presentation":
      let style = segue.modalPresentationStyle.flatMap(HeadlessPresentationStyle.init(rawValue:))
      return .presentation(style ?? .automatic)
    case "custom" where segue.customClass == "PushDetailSegue" && segue.customModule == "SegueKit":
      return .pushDetail
    default:
      throw UnsupportedSegue(segue: segue)
    }
  }
}
