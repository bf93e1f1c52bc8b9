/// Builds a ``StoryboardDocument`` from the elements an ``XMLScanner`` reports, reading the
/// attributes only of the elements the model keeps.
struct StoryboardBuilder: XMLContentHandler {
  let path: String
  let lines: LineTable
  private(set) var document: StoryboardDocument?
  /// watchOS scenes name no `sceneMemberID`: their controller is their first object.
  private var isWatchOS = false
  private var scene: SceneBuilder?
  /// The depth of each open `<connections>` and the object that owns it, innermost last.
  private var connections: [(depth: Int, trigger: SegueTrigger)] = []

  init(path: String, lines: LineTable) {
    self.path = path
    self.lines = lines
  }

  mutating func didStartElement(_ tag: XMLStartTag) throws(XMLSyntaxError) {
    guard var current = scene else {
      if tag.depth == 1 {
        try startDocument(tag)
      } else if tag.hasName("scene"), tag.parent?.hasName("scenes", in: tag.base) == true {
        scene = SceneBuilder(
          id: tag.value(of: "sceneID"), depth: tag.depth, location: lines.location(of: tag.offset))
      }
      return
    }
    if tag.depth == current.objectsDepth + 1 {
      current.addObject(tag, isWatchOS: isWatchOS, lines: lines)
    } else if tag.depth == current.depth + 1 && current.objectsDepth == 0 && tag.hasName("objects")
    {
      current.objectsDepth = tag.depth
    }
    if tag.hasName("connections") {
      if let owner = tag.parent {
        let trigger = SegueTrigger(
          element: owner.name(in: tag.base),
          id: XMLTagReader(base: tag.base).value(of: "id", inTagAt: owner.offset),
          location: lines.location(of: owner.offset))
        connections.append((tag.depth, trigger))
      }
    } else if tag.hasName("segue"), let owner = connections.last, owner.depth == tag.depth - 1 {
      if let segue = makeSegue(tag, trigger: owner.trigger) { current.segues.append(segue) }
    }
    scene = current
  }

  mutating func didEndElement(depth: Int) {
    guard var current = scene else { return }
    if let last = connections.last, last.depth == depth { connections.removeLast() }
    if depth == current.objectsDepth {
      current.objectsDepth = -1
      scene = current
    } else if depth == current.depth {
      document?.scenes.append(current.build())
      scene = nil
    }
  }

  private mutating func startDocument(_ tag: XMLStartTag) throws(XMLSyntaxError) {
    guard tag.hasName("document") else {
      throw XMLSyntaxError(
        offset: tag.offset,
        message: "The root element is <\(tag.name)>; expected <document>, the root element of "
          + "an Interface Builder storyboard.")
    }
    let type = tag.value(of: "type")
    if let type, !type.contains("Storyboard") {
      let what =
        type.hasSuffix("XIB") ? "an Interface Builder .xib document" : "not a storyboard"
      throw XMLSyntaxError(
        offset: tag.offset,
        message: "The document type \"\(type)\" is \(what); expected a storyboard type such as "
          + "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB.")
    }
    let targetRuntime = tag.value(of: "targetRuntime")
    isWatchOS = targetRuntime?.hasPrefix("watchKit") == true || type?.contains("WatchKit") == true
    document = StoryboardDocument(
      path: path, type: type, version: tag.value(of: "version"),
      toolsVersion: tag.value(of: "toolsVersion"), targetRuntime: targetRuntime,
      initialControllerID: tag.value(of: "initialViewController"),
      location: lines.location(of: tag.offset))
  }

  /// The segue a `<segue>` in a `<connections>` describes; nil without a `kind`.
  private func makeSegue(_ tag: XMLStartTag, trigger: SegueTrigger) -> Segue? {
    var kind: SegueKind?
    var segue = Segue(
      id: nil, kind: .custom, sourceControllerID: nil, trigger: trigger,
      location: lines.location(of: tag.offset))
    var details = SegueDetails()
    for attribute in tag.attributes {
      let value = attribute.value(in: tag.base)
      switch attribute.name(in: tag.base) {
      case "kind": kind = SegueKind(rawValue: value)
      case "id": segue.id = value
      case "identifier": segue.identifier = value
      case "destination": segue.destination = value
      case "relationship": segue.relationship = value
      case "customClass": segue.customClass = value
      case "customModule": segue.customModule = value
      case "customModuleProvider": segue.customModuleProvider = value
      case "modalPresentationStyle": details.modalPresentationStyle = value
      case "modalTransitionStyle": details.modalTransitionStyle = value
      case "animates": details.animates = value != "NO"
      case "popoverAnchorView": details.popoverAnchorView = value
      case "popoverAnchorBarButtonItem": details.popoverAnchorBarButtonItem = value
      case "unwindAction": details.unwindAction = value
      case "destinationCreationSelector": details.destinationCreationSelector = value
      case "trigger": details.trigger = value
      case "action": details.action = value
      case "popoverBehavior": details.popoverBehavior = value
      case "preferredEdge": details.preferredEdge = value
      default: break
      }
    }
    guard let kind else { return nil }
    segue.kind = kind
    segue.details = details
    return segue
  }
}
