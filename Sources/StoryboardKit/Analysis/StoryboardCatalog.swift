/// The storyboards of one run, indexed so that segues can be followed across them: storyboard
/// references resolved, navigation controllers unwrapped, incoming segues listed.
public struct StoryboardCatalog: Sendable {
  /// The documents, in the order given.
  public let documents: [StoryboardDocument]
  private let documentsByPath: [String: StoryboardDocument]
  private let documentsByName: [String: StoryboardDocument]
  private let controllers: [ControllerReference: Controller]
  /// Exit placeholders by document path, then id: looking one up must not scan every scene.
  private let exits: [String: [String: ExitPlaceholder]]
  /// Built on first use by ``incoming(to:)``.
  private let incomingSegues = IncomingSegueIndex()

  public init(_ documents: [StoryboardDocument]) {
    self.documents = documents
    var byPath: [String: StoryboardDocument] = [:]
    var byName: [String: StoryboardDocument] = [:]
    var controllers: [ControllerReference: Controller] = [:]
    var exits: [String: [String: ExitPlaceholder]] = [:]
    for document in documents {
      byPath[document.path] = document
      // The first of several files with one name wins, as with a bundle's lookup.
      if byName[document.name] == nil { byName[document.name] = document }
      for scene in document.scenes {
        for exit in scene.exits where exits[document.path]?[exit.id] == nil {
          exits[document.path, default: [:]][exit.id] = exit
        }
      }
      for controller in document.controllers {
        controllers[ControllerReference(path: document.path, controllerID: controller.id)] =
          controller
      }
    }
    self.documentsByPath = byPath
    self.documentsByName = byName
    self.controllers = controllers
    self.exits = exits
  }

  /// The document at `path`.
  public func document(atPath path: String) -> StoryboardDocument? { documentsByPath[path] }

  /// The document whose storyboard name (file name without extension) is `name`.
  public func document(named name: String) -> StoryboardDocument? { documentsByName[name] }

  /// The controller that `reference` names.
  public func controller(_ reference: ControllerReference) -> Controller? {
    controllers[reference]
  }

  /// Every controller of every document, sorted.
  public var allControllers: [ControllerReference] { controllers.keys.sorted() }

  /// Where `segue`, found in `document`, leads.
  public func destination(of segue: Segue, in document: StoryboardDocument) -> SegueDestination {
    guard let id = segue.destination else { return .missing }
    if controllers[ControllerReference(path: document.path, controllerID: id)] != nil {
      return resolve(ControllerReference(path: document.path, controllerID: id))
    }
    if let exit = exits[document.path]?[id] { return .exit(exit) }
    return .missing
  }

  /// Follows `reference` when it names a storyboard reference placeholder, through as many
  /// placeholders as lead one to another; a controller that is not a placeholder is returned
  /// as it is.
  public func resolve(_ reference: ControllerReference) -> SegueDestination {
    var current = reference
    var visited: Set<ControllerReference> = []
    while let controller = controllers[current], let target = controller.reference {
      guard visited.insert(current).inserted else { return .unresolved(target) }
      let name = target.storyboardName
      let document =
        name.map { documentsByName[$0] } ?? documentsByPath[current.path]
      guard let document else { return .external(target) }
      let found: Controller?
      if let identifier = target.referencedIdentifier {
        found = document.controllers.first {
          $0.storyboardIdentifier == identifier && $0.reference == nil
        }
      } else {
        found = document.initialController
      }
      guard let found else { return .unresolved(target) }
      current = ControllerReference(path: document.path, controllerID: found.id)
    }
    return controllers[current] == nil ? .missing : .controller(current)
  }

  /// The relationship segues of a container, with where each leads.
  public func relationships(of reference: ControllerReference)
    -> [(relationship: String, destination: SegueDestination)]
  {
    guard let document = documentsByPath[reference.path] else { return [] }
    return document.segues.filter {
      $0.sourceControllerID == reference.controllerID && $0.kind == .relationship
    }.map { ($0.relationship ?? "", destination(of: $0, in: document)) }
  }

  /// The controller the user means when a segue leads to `reference`: a navigation
  /// controller's root view controller, followed through references; otherwise itself.
  public func contentController(of reference: ControllerReference) -> ControllerReference {
    var current = reference
    var visited: Set<ControllerReference> = []
    while controllers[current]?.kind == .navigation, visited.insert(current).inserted {
      let root = relationships(of: current).first { $0.relationship == "rootViewController" }
      guard let next = root?.destination.controller else { break }
      current = next
    }
    return current
  }

  /// The segues that lead to `reference`, with their source, from every document.
  public func incoming(to reference: ControllerReference)
    -> [(source: ControllerReference, segue: Segue)]
  {
    incomingSegues.value(indexIncoming)[reference] ?? []
  }

  private func indexIncoming() -> [ControllerReference: [(
    source: ControllerReference, segue: Segue
  )]] {
    var index: [ControllerReference: [(source: ControllerReference, segue: Segue)]] = [:]
    for document in documents {
      for segue in document.segues {
        guard let sourceID = segue.sourceControllerID,
          let target = destination(of: segue, in: document).controller
        else { continue }
        index[target, default: []].append(
          (ControllerReference(path: document.path, controllerID: sourceID), segue))
      }
    }
    return index
  }
}
