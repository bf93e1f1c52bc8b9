import SourceIndex
import StoryboardKit

/// The scenes of a target's storyboards that it can load: those it opens (a storyboard's
/// initial scene, a scene by its storyboard identifier, every scene of a storyboard a generated
/// accessor names) and every scene a segue or a storyboard reference leads to from one of
/// them, across its storyboards, by storyboard file and controller ID.
struct SceneWalk {
  private let documents: [StoryboardDocument]
  private var indicesByName: [String: [Int]] = [:]
  /// Each document's scenes by their controller's ID.
  private var scenesByID: [[String: Scene]]
  private var pending: [(document: Int, controller: String)] = []
  /// The loaded scenes' controller IDs, by storyboard file.
  private(set) var loaded: [String: Set<String>] = [:]

  init(documents: [StoryboardDocument]) {
    self.documents = documents
    scenesByID = documents.map { document in
      var scenes: [String: Scene] = [:]
      for scene in document.scenes {
        if let id = scene.controller?.id { scenes[id] = scene }
      }
      return scenes
    }
    for (index, document) in documents.enumerated() {
      indicesByName[document.name, default: []].append(index)
    }
  }

  /// Opens the initial scene of the storyboards named `name`.
  mutating func openInitial(of name: String) {
    enqueueInitial(of: name)
    drain()
  }

  /// Opens every scene of the storyboards named `name`.
  mutating func openEveryScene(of name: String) {
    for index in indicesByName[name] ?? [] {
      for controller in documents[index].controllers { enqueue(index, controller.id) }
    }
    drain()
  }

  /// Opens every scene of the storyboards a generated accessor's storyboard enum `spelled`
  /// may stand for.
  mutating func openEveryScene(generated spelled: String) {
    for name in indicesByName.keys where CodeOpening.matches(name, generated: spelled) {
      openEveryScene(of: name)
    }
  }

  /// Opens the scenes whose storyboard identifier is `identifier`, in any storyboard.
  mutating func open(identifier: String) {
    enqueue(identifier: identifier, in: nil)
    drain()
  }

  /// Opens every scene of the storyboards named in `named` and of those a scene is loaded
  /// from, until no more are: what code that computes a scene's identifier may open, from a
  /// storyboard it names or the storyboard of a controller it holds.
  mutating func openEverySceneOfLoadedStoryboards(named: Set<String>) {
    var opened: Set<Int> = []
    while let index = documents.indices.first(where: { index in
      !opened.contains(index)
        && (named.contains(documents[index].name) || loaded[documents[index].path] != nil)
    }) {
      opened.insert(index)
      for controller in documents[index].controllers { enqueue(index, controller.id) }
      drain()
    }
  }

  private mutating func enqueueInitial(of name: String) {
    for index in indicesByName[name] ?? [] {
      if let id = documents[index].initialControllerID { enqueue(index, id) }
    }
  }

  private mutating func enqueue(identifier: String, in name: String?) {
    let indices = name.map { indicesByName[$0] ?? [] } ?? Array(documents.indices)
    for index in indices {
      for controller in documents[index].controllers
      where controller.reference == nil && controller.storyboardIdentifier == identifier {
        enqueue(index, controller.id)
      }
    }
  }

  private mutating func enqueue(_ index: Int, _ id: String) {
    guard loaded[documents[index].path, default: []].insert(id).inserted else { return }
    pending.append((index, id))
  }

  /// Follows every segue and storyboard reference from the scenes opened.
  private mutating func drain() {
    while let (index, id) = pending.popLast() {
      guard let scene = scenesByID[index][id] else { continue }
      if let reference = scene.controller?.reference {
        let name = reference.storyboardName ?? documents[index].name
        if let identifier = reference.referencedIdentifier {
          enqueue(identifier: identifier, in: name)
        } else {
          enqueueInitial(of: name)
        }
      }
      for segue in scene.segues {
        if let destination = segue.destination { enqueue(index, destination) }
      }
    }
  }
}
