import SegueGenerator
import StoryboardKit

extension CompileCost {
  /// What the storyboards ask code to name, collected once for every file the benchmark writes
  /// by hand: the segue identifiers of each custom class and the scenes an accessor reaches.
  struct Inventory {
    /// A scene with an accessor: a storyboard identifier used once in its storyboard, or the
    /// storyboard's initial scene (`identifier` nil).
    struct Scene {
      var storyboard: String
      var identifier: String?
      var type: String
    }

    /// The segue identifiers of each custom class, by class name.
    var identifiers: [String: Set<String>] = [:]
    /// The segue identifiers of each storyboard, by its name, as SwiftGen's segues enum them.
    var storyboardSegues: [String: Set<String>] = [:]
    /// The class of each segue's destination controller, by source class and identifier, as
    /// R.swift types its segue identifiers; `UIViewController` for an exit, a storyboard
    /// reference or an identifier whose destinations differ.
    var destinations: [String: [String: String]] = [:]
    var scenes: [Scene] = []

    init(documents: [StoryboardDocument], withScenes: Bool) {
      for document in documents {
        var seen: [String: Int] = [:]
        // A storyboard reference is not a scene of its own.
        for controller in document.controllers where controller.reference == nil {
          if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
            seen[identifier, default: 0] += 1
          }
        }
        for scene in document.scenes {
          guard let controller = scene.controller else { continue }
          let type = HandWritten.type(of: controller)
          let segues = scene.segues.filter { $0.kind != .relationship }
            .compactMap(\.usableIdentifier)
          if let type, !segues.isEmpty {
            identifiers[type, default: []].formUnion(segues)
          }
          if !segues.isEmpty { storyboardSegues[document.name, default: []].formUnion(segues) }
          guard withScenes else { continue }
          let sceneType = type ?? HandWritten.elementClass(controller)
          if controller.reference == nil, let identifier = controller.storyboardIdentifier,
            seen[identifier] == 1
          {
            scenes.append(Scene(storyboard: document.name, identifier: identifier, type: sceneType))
          }
          if controller.id == document.initialControllerID {
            scenes.append(Scene(storyboard: document.name, identifier: nil, type: sceneType))
          }
        }
      }
    }

    /// Each class's segue identifiers as enum cases, `(case name, raw value)`, in a stable
    /// order; a name taken twice gets underscores.
    var cases: [(type: String, cases: [(name: String, rawValue: String)])] {
      identifiers.sorted { $0.key < $1.key }.map { type, identifiers in
        var names: Set<String> = []
        let cases = identifiers.sorted().map { identifier in
          var name = HandWritten.caseName(identifier)
          while !names.insert(name).inserted { name += "_" }
          return (name, identifier)
        }
        return (type, cases)
      }
    }

    /// Each class's identifier enum as a person writes it, in an extension that adopts
    /// `conformance` when there is one.
    func identifierEnums(conformance: String?) -> [String] {
      let adopted = conformance.map { ": " + $0 } ?? ""
      return cases.flatMap { type, cases in
        ["extension \(type)\(adopted) {\n  enum SegueIdentifier: String {"]
          + cases.map { "    case `\($0.name)` = \(SwiftStringLiteral.quoted($0.rawValue))" }
          + ["  }\n}"]
      }
    }

    var identifierCount: Int { identifiers.values.reduce(0) { $0 + $1.count } }
  }
}
