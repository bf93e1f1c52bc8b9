import DeterministicOutput
import ProjectModel
import SourceIndex
import StoryboardKit

extension AppInput {
  /// The scenes this app or app extension can load, by storyboard file and controller ID
  /// (``SceneWalk``): from the storyboards its Info.plist launches, its launch screens, the
  /// scene identifiers its code names and the storyboards whose initial scene or generated
  /// accessors it opens, following every segue and reference. Nil when that cannot be told: not
  /// an app or extension, a watch target (WatchKit opens interface controllers by name), no
  /// sources, or code of its own that names a storyboard, a scene or the storyboard of an
  /// initial scene by something other than a literal. A library whose uses of storyboard
  /// names do not concern the app's storyboards (``SourceDependency/opensAppStoryboards``: a
  /// package, a pod read from `Pods/`, a framework with storyboards of its own) opens what it
  /// is given, as lint reads its code everywhere: its openings are not the target's. Linked
  /// code that was not read is taken to open none of the app's scenes by name.
  package var loadableScenes: [String: Set<String>]? {
    guard target.kind == .app || target.kind == .appExtension, target.platform != .watchOS,
      let sources, sources.fileCount > 0
    else { return nil }
    let directory = target.workingDirectory
    let libraries = Set(
      target.dependencies.filter { !$0.opensAppStoryboards }.flatMap(\.files).map {
        PathSpelling.standardized($0, in: directory)
      })
    let openings = sources.codeOpenings.filter {
      !libraries.contains(PathSpelling.standardized($0.path, in: directory))
    }
    guard !openings.contains(where: \.isNonLiteral) else { return nil }
    var walk = SceneWalk(documents: storyboards.documents)
    for name in target.launchNames { walk.openInitial(of: name) }
    for name in target.launchScreens { walk.openEveryScene(of: name) }
    for use in sources.literalUses where use.kind == .sceneIdentifier {
      walk.open(identifier: use.value)
    }
    for opening in openings {
      switch opening.kind {
      case .initialController(let storyboard?): walk.openInitial(of: storyboard)
      case .generatedScene(let storyboard, _): walk.openEveryScene(generated: storyboard)
      case .initialController(nil), .nonLiteralStoryboard, .nonLiteralScene: break
      }
    }
    return walk.loaded
  }

  /// For each of `apps`, the scenes of the storyboards it shares with the others that it never
  /// loads (``loadableScenes``) while another of them loads them, or may (its scenes cannot be
  /// told); empty for an app whose scenes cannot be told.
  package static func scenesLeftToOthers(_ apps: [AppInput]) -> [[SceneLeftToOthers]] {
    let loadable = apps.map(\.loadableScenes)
    return apps.indices.map { index in
      guard let own = loadable[index] else { return [] }
      var left: [SceneLeftToOthers] = []
      for document in apps[index].storyboards.documents {
        let others = apps.indices.filter { other in
          other != index && apps[other].files.contains(document.path)
        }
        guard !others.isEmpty else { continue }
        let scenes = document.scenes.sorted { $0.location.line < $1.location.line }
        for (position, scene) in scenes.enumerated() {
          // A storyboard reference's placeholder has no class of its own to judge.
          guard let controller = scene.controller, controller.reference == nil,
            own[document.path]?.contains(controller.id) != true
          else { continue }
          let loaders = others.filter { other in
            loadable[other].map { $0[document.path]?.contains(controller.id) == true } ?? true
          }
          guard !loaders.isEmpty else { continue }
          let end =
            position + 1 < scenes.count ? scenes[position + 1].location.line - 1 : Int.max
          left.append(
            SceneLeftToOthers(
              path: document.path, name: controller.displayName,
              lines: scene.location.line...max(end, scene.location.line),
              loadedBy: loaders.map { apps[$0].name ?? "-" }))
        }
      }
      return left
    }
  }
}
