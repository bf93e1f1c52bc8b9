/// The parts of a `<scene>` gathered while it is open.
struct SceneBuilder {
  let id: String?
  /// The depth of the `<scene>` element.
  let depth: Int
  let location: SourceLocation
  /// The depth of the scene's `<objects>`; 0 before it opens, -1 after it closes.
  var objectsDepth = 0
  /// The object with `sceneMemberID="viewController"`.
  var controller: Controller?
  /// On watchOS, the first object that is not a placeholder.
  var firstObject: Controller?
  var exits: [ExitPlaceholder] = []
  var segues: [Segue] = []

  init(id: String?, depth: Int, location: SourceLocation) {
    self.id = id
    self.depth = depth
    self.location = location
  }

  /// Looks at a direct child of the scene's `<objects>`.
  mutating func addObject(_ tag: XMLStartTag, isWatchOS: Bool, lines: LineTable) {
    if tag.hasName("exit") {
      exits.append(
        ExitPlaceholder(
          id: tag.value(of: "id") ?? "", userLabel: tag.value(of: "userLabel"),
          location: lines.location(of: tag.offset)))
      return
    }
    let isController = tag.attributes.contains {
      $0.hasName("sceneMemberID", in: tag.base) && $0.valueIs("viewController", in: tag.base)
    }
    if isController && controller == nil {
      controller = makeController(tag, isWatchOS: isWatchOS, lines: lines)
    } else if isWatchOS && firstObject == nil && !tag.hasName("placeholder")
      && !tag.hasName("customObject")
    {
      firstObject = makeController(tag, isWatchOS: isWatchOS, lines: lines)
    }
  }

  private func makeController(_ tag: XMLStartTag, isWatchOS: Bool, lines: LineTable)
    -> Controller
  {
    var controller = Controller(
      element: tag.name, id: tag.value(of: "id") ?? "", location: lines.location(of: tag.offset))
    var reference = StoryboardReference()
    var watchIdentifier: String?
    for attribute in tag.attributes {
      let value = { attribute.value(in: tag.base) }
      switch attribute.name(in: tag.base) {
      case "customClass": controller.customClass = value()
      case "customModule": controller.customModule = value()
      case "customModuleProvider": controller.customModuleProvider = value()
      case "storyboardIdentifier": controller.storyboardIdentifier = value()
      case "identifier": watchIdentifier = value()
      case "title": controller.title = value()
      case "userLabel": controller.userLabel = value()
      case "storyboardName": reference.storyboardName = value()
      case "referencedIdentifier": reference.referencedIdentifier = value()
      case "bundleIdentifier": reference.bundleIdentifier = value()
      default: break
      }
    }
    if isWatchOS && controller.storyboardIdentifier == nil {
      controller.storyboardIdentifier = watchIdentifier
    }
    if controller.kind == .reference { controller.reference = reference }
    return controller
  }

  /// The finished scene: every segue's source is the scene's controller.
  func build() -> Scene {
    let sceneController = controller ?? firstObject
    var sourced = segues
    for index in sourced.indices { sourced[index].sourceControllerID = sceneController?.id }
    return Scene(
      id: id, controller: sceneController, exits: exits, segues: sourced, location: location)
  }
}
