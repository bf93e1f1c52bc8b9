import DeterministicOutput
import ProjectModel
import SourceIndex
import StoryboardKit

extension AppInput {
  /// The scenes this app or app extension can load, by storyboard file and controller ID
  /// (``SceneWalk``): from the storyboards its Info.plist launches, its launch screens, the
  /// scene identifiers its code names and the storyboards whose initial scene or generated
  /// accessors it opens, following every segue and reference. A scene its code opens by a
  /// computed identifier may be any of a storyboard it names or has loaded a scene of: every
  /// scene of those is loadable. Nil when that cannot be told: not an app or extension, a
  /// watch target (WatchKit opens interface controllers by name), no sources, or code of its
  /// own that names a storyboard by something other than a literal. A library whose uses of
  /// storyboard names do not concern the app's storyboards
  /// (``SourceDependency/opensAppStoryboards``: a package, a pod read from `Pods/`, a
  /// framework with storyboards of its own) or a pod of the workspace's Pods project
  /// (``SourceDependency/isPod``) opens what it is given, as lint reads its code everywhere:
  /// its openings are not the target's. Linked code that was not read is taken to open none of
  /// the app's scenes by name.
  package var loadableScenes: [String: Set<String>]? {
    guard target.kind == .app || target.kind == .appExtension, target.platform != .watchOS,
      let sources, sources.fileCount > 0
    else { return nil }
    let directory = target.workingDirectory
    let libraries = Set(
      target.dependencies.filter { !$0.opensAppStoryboards || $0.isPod }.flatMap(\.files).map {
        PathSpelling.standardized($0, in: directory)
      })
    let openings = sources.codeOpenings.filter {
      !libraries.contains(PathSpelling.standardized($0.path, in: directory))
    }
    guard !openings.contains(where: \.namesNoStoryboard) else { return nil }
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
    if openings.contains(where: { $0.kind == .nonLiteralScene }) {
      let named = sources.literalUses.filter { $0.kind == .storyboardName }.map(\.value)
      walk.openEverySceneOfLoadedStoryboards(named: Set(named))
    }
    return walk.loaded
  }
}

extension CodeOpening {
  /// Whether the code opens a storyboard whose name it computes: any storyboard may be it.
  fileprivate var namesNoStoryboard: Bool {
    switch kind {
    case .nonLiteralStoryboard, .initialController(storyboard: nil): true
    case .nonLiteralScene, .initialController, .generatedScene: false
    }
  }
}
