/// The parts of a `<scene>` gathered while it is open.
struct SceneBuilder {
  let id: String?
  /// The depth of the `<scene>` element.
  let depth: Int
  let location: TextLocation
  /// The depth of the scene's `<objects>`; 0 before it opens, -1 after it closes.
  var objectsDepth = 0
  /// The object with `sceneMemberID="viewController"`.
  var controller: Controller?
  /// On watchOS, the first object that is not a placeholder.
  var firstObject: Controller?
  var exits: [ExitPlaceholder] = []
  var segues: [Segue] = []
  var customObjects: [CustomObject] = []
  /// Whether the objects that name a custom class are kept (``StoryboardBuilder``'s choice).
  var readsCustomObjects = true

  init(id: String?, depth: Int, location: TextLocation) {
    self.id = id
    self.depth = depth
    self.location = location
  }

  /// Looks at a direct child of the scene's `<objects>`.
  mutating func addObject(_ tag: XMLStartTag, isWatchOS: Bool, location: TextLocation) {
    if tag.hasName("exit") {
      exits.append(
        ExitPlaceholder(
          id: tag.value(of: "id") ?? "", userLabel: tag.value(of: "userLabel"),
          location: location))
      return
    }
    let isController = tag.attributes.contains {
      $0.name.spells("sceneMemberID", in: tag.base) && $0.valueIs("viewController", in: tag.base)
    }
    if isController && controller == nil {
      controller = makeController(tag, isWatchOS: isWatchOS, location: location)
    } else if isWatchOS && firstObject == nil && !tag.hasName("placeholder")
      && !tag.hasName("customObject")
    {
      firstObject = makeController(tag, isWatchOS: isWatchOS, location: location)
    } else if readsCustomObjects, let customClass = tag.value(of: "customClass") {
      addCustomObject(tag, customClass: customClass, location: location)
    }
  }

  /// Keeps `tag`, which names `customClass`.
  mutating func addCustomObject(
    _ tag: XMLStartTag, customClass: String, location: TextLocation
  ) {
    guard !customClass.isEmpty else { return }
    customObjects.append(
      CustomObject(
        element: tag.name, id: tag.value(of: "id"), classAttributes: CustomClassAttributes(tag),
        location: location))
  }

  private func makeController(_ tag: XMLStartTag, isWatchOS: Bool, location: TextLocation)
    -> Controller
  {
    var controller = Controller(
      element: tag.name, id: tag.value(of: "id") ?? "", location: location)
    var reference = StoryboardReference()
    var watchIdentifier: String?
    let base = tag.base
    for attribute in tag.attributes {
      let value = { attribute.value(in: base) }
      if controller.classAttributes.read(attribute, in: base) {
        continue
      } else if attribute.name.spells("storyboardIdentifier", in: base) {
        controller.storyboardIdentifier = value()
      } else if attribute.name.spells("identifier", in: base) {
        watchIdentifier = value()
      } else if attribute.name.spells("title", in: base) {
        controller.title = value()
      } else if attribute.name.spells("userLabel", in: base) {
        controller.userLabel = value()
      } else if attribute.name.spells("storyboardName", in: base) {
        reference.storyboardName = value()
      } else if attribute.name.spells("referencedIdentifier", in: base) {
        reference.referencedIdentifier = value()
      } else if attribute.name.spells("bundleIdentifier", in: base) {
        reference.bundleIdentifier = value()
      } else if controller.kind == .split, attribute.name.spells("style", in: base) {
        controller.splitStyle = value()
      } else if controller.kind == .split,
        attribute.name.spells("allowDoubleColumnStyle", in: base),
        value() == "YES", controller.splitStyle == nil
      {
        controller.splitStyle = "doubleColumn"
      }
    }
    if isWatchOS && controller.storyboardIdentifier == nil {
      controller.storyboardIdentifier = watchIdentifier
    }
    if controller.kind == .reference { controller.reference = reference }
    return controller
  }

  /// The finished scene: every segue's source is the scene's controller.
  mutating func finish() -> Scene {
    let sceneController = controller ?? firstObject
    for index in segues.indices { segues[index].sourceControllerID = sceneController?.id }
    return Scene(
      id: id, controller: sceneController, exits: exits, segues: segues,
      customObjects: customObjects, location: location)
  }
}
