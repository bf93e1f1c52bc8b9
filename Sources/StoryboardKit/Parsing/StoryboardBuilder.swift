/// Builds a ``StoryboardDocument`` from the elements an ``XMLScanner`` reports, reading the
/// attributes only of the elements the model keeps.
struct StoryboardBuilder: XMLContentHandler {
  let path: String
  let lines: LineTable
  /// Whether the scenes' ``Scene/customObjects`` are read: looking for `customClass` on every
  /// element of a scene is a cost only the commands that check custom classes need.
  var readsCustomObjects = true
  private(set) var document: StoryboardDocument?
  /// Why the document is not a storyboard, found at its root. Reported only when the whole
  /// file is well-formed XML, since a broken file's first XML error matters more.
  private(set) var rejection: XMLSyntaxError?
  /// watchOS scenes name no `sceneMemberID`: their controller is their first object.
  private var isWatchOS = false
  /// The open scene, filled as its elements arrive.
  private var scene = SceneBuilder(id: nil, depth: 0, location: TextLocation(line: 1, column: 1))
  private var isInScene = false
  /// The depth of each open `<connections>` and the object that owns it, innermost last.
  private var connections: [(depth: Int, trigger: SegueTrigger)] = []
  /// The line index of the last location asked for, where the next search starts.
  private var lineHint = 0

  init(path: String, lines: LineTable) {
    self.path = path
    self.lines = lines
  }

  mutating func didStartElement(_ tag: XMLStartTag) {
    guard isInScene else {
      if rejection != nil { return }
      if tag.depth == 1 {
        startDocument(tag)
      } else if tag.hasName("scene"), tag.parent?.name.spells("scenes", in: tag.base) == true {
        scene = SceneBuilder(
          id: tag.value(of: "sceneID"), depth: tag.depth, location: location(of: tag.offset))
        scene.readsCustomObjects = readsCustomObjects
        isInScene = true
      }
      return
    }
    if tag.depth == scene.objectsDepth + 1 {
      scene.addObject(tag, isWatchOS: isWatchOS, location: location(of: tag.offset))
    } else if readsCustomObjects, scene.objectsDepth > 0, tag.depth > scene.objectsDepth + 1,
      !tag.hasName("segue"), let customClass = tag.value(of: "customClass")
    {
      scene.addCustomObject(tag, customClass: customClass, location: location(of: tag.offset))
    } else if tag.depth == scene.depth + 1 && scene.objectsDepth == 0 && tag.hasName("objects") {
      scene.objectsDepth = tag.depth
    }
    if tag.hasName("connections") {
      if let owner = tag.parent {
        let trigger = SegueTrigger(
          element: owner.name.string(in: tag.base),
          id: owner.id(in: tag.base),
          location: location(of: owner.offset))
        connections.append((tag.depth, trigger))
      }
    } else if tag.hasName("segue"), let owner = connections.last, owner.depth == tag.depth - 1 {
      if let segue = makeSegue(tag, trigger: owner.trigger) { scene.segues.append(segue) }
    }
  }

  mutating func didEndElement(depth: Int) {
    guard isInScene else { return }
    if let last = connections.last, last.depth == depth { connections.removeLast() }
    if depth == scene.objectsDepth {
      scene.objectsDepth = -1
    } else if depth == scene.depth {
      document?.scenes.append(scene.finish())
      isInScene = false
    }
  }

  private mutating func location(of offset: Int) -> TextLocation {
    lines.location(of: offset, hint: &lineHint)
  }

  /// Stops reading: the file is XML, but not a storyboard.
  private mutating func reject(_ tag: XMLStartTag, _ message: String) {
    rejection = XMLSyntaxError(offset: tag.offset, message: message)
  }

  private mutating func startDocument(_ tag: XMLStartTag) {
    guard tag.hasName("document") else {
      return reject(
        tag,
        "The root element is <\(tag.name)>; expected <document>, the root element of an "
          + "Interface Builder storyboard.")
    }
    let type = tag.value(of: "type")
    if let type, !XMLBytes.contains(type, "Storyboard") {
      let what =
        type.hasSuffix("XIB") ? "an Interface Builder .xib document" : "not a storyboard"
      return reject(
        tag,
        "The document type \"\(type)\" is \(what); expected a storyboard type such as "
          + "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB.")
    }
    let targetRuntime = tag.value(of: "targetRuntime")
    isWatchOS =
      targetRuntime?.hasPrefix("watchKit") == true
      || type.map { XMLBytes.contains($0, "WatchKit") } == true
    document = StoryboardDocument(
      path: path, type: type, version: tag.value(of: "version"),
      toolsVersion: tag.value(of: "toolsVersion"), targetRuntime: targetRuntime,
      initialControllerID: tag.value(of: "initialViewController"),
      location: location(of: tag.offset))
    document?.isLaunchScreen = tag.value(of: "launchScreen") == "YES"
  }

  /// The segue a `<segue>` in a `<connections>` describes; nil without a `kind`.
  private mutating func makeSegue(_ tag: XMLStartTag, trigger: SegueTrigger) -> Segue? {
    var kind: SegueKind?
    var segue = Segue(
      id: nil, kind: .custom, sourceControllerID: nil, trigger: trigger,
      location: location(of: tag.offset))
    var details = SegueDetails()
    let base = tag.base
    for attribute in tag.attributes {
      let value = { attribute.value(in: base) }
      if attribute.name.spells("kind", in: base) {
        kind = SegueKind(rawValue: value())
      } else if attribute.name.spells("id", in: base) {
        segue.id = value()
      } else if attribute.name.spells("identifier", in: base) {
        segue.identifier = value()
      } else if attribute.name.spells("destination", in: base) {
        segue.destination = value()
      } else if attribute.name.spells("relationship", in: base) {
        segue.relationship = value()
      } else if !segue.classAttributes.read(attribute, in: base) {
        details.read(attribute, in: base)
      }
    }
    guard let kind else { return nil }
    segue.kind = kind
    segue.details = details
    return segue
  }
}
