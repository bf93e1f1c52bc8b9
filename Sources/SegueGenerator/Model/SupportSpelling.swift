import SourceIndex
import StoryboardKit

/// How the generated code names SegueKit's types (`SegueHandler`, `SceneType`,
/// `InitialSceneType`, `StoryboardName`): unqualified, unless the app declares a module-level type of the same
/// name, which would win over the imported one; then `SegueKit.SceneType`.
struct SupportSpelling: Sendable, Hashable {
  /// The names the app declares at module scope, among SegueKit's.
  var qualified: Set<String> = []
  /// With `--standalone`, the name of the file-private protocol written in SegueKit's
  /// `SegueHandler`'s place; the scene types are then nested in `StoryboardScene`.
  var standaloneHandler: String? = nil
  /// With `--standalone`, the name of the file-private function `typedSegue(for:)` calls.
  var standaloneDestination = TypedSegueRenderer.destinationFunction
  /// The associated type of `ModuleStoryboard` that each storyboard enum sets to its initial
  /// scene's class, and that types `initialScene`.
  var initialController = "InitialController"

  /// The spelling for `--standalone` output, whose handler protocol takes a name no type or
  /// module-level name of `sources` has (a file-private protocol still clashes with those).
  static func standalone(avoiding sources: SourceIndex?) -> SupportSpelling {
    let taken = { (name: String) in
      sources?.moduleScopeNames.contains(name) == true || sources?.swiftTypes[name] != nil
    }
    let handler =
      ["StoryboardSegueHandler", "GeneratedSegueHandler", "StandaloneSegueHandler"]
      .first { !taken($0) } ?? "StoryboardSegueHandler"
    return SupportSpelling(
      standaloneHandler: handler, standaloneDestination: standaloneDestination(avoiding: sources))
  }

  /// The name of `--standalone`'s file-private destination function: `segueDestination`,
  /// unless a member or module-level name of the app is spelt so (a member would hide it from
  /// its class's code, a module-level one compete with it); then one no declaration of the app
  /// takes. Qualifying it would need the module's name, which the run may not know.
  static func standaloneDestination(avoiding sources: SourceIndex?) -> String {
    let called = TypedSegueRenderer.destinationFunction
    guard let sources,
      sources.moduleScopeNames.contains(called)
        || sources.declaredMemberNames.values.contains(where: { $0.contains(called) })
    else { return called }
    return ["storyboardSegueDestination", "generatedSegueDestination"].first { name in
      sources.swiftTypes[name] == nil && !sources.moduleScopeNames.contains(name)
        && !sources.selectorPieces.contains(name)
    } ?? "storyboardSegueDestination"
  }

  /// ``initialController`` for `storyboards`: `InitialController`, unless a storyboard enum, a
  /// class a scene is typed as or its module is so named, which the associated type would hide
  /// inside the enums; then the first of `InitialController2`, `InitialController3`, … that
  /// none is.
  static func initialController(avoiding storyboards: [GeneratedStoryboard]) -> String {
    var taken = Set(storyboards.map(\.enumName))
    for scene in storyboards.flatMap(\.allScenes) {
      taken.insert(scene.type.name)
      if let module = scene.type.module { taken.insert(module) }
      if let imported = scene.importedType { taken.formUnion([imported.module, imported.name]) }
    }
    let name = "InitialController"
    guard taken.contains(name) else { return name }
    return (2...).lazy.map { name + String($0) }.first { !taken.contains($0) } ?? name
  }

  /// The SegueKit names `moduleScopeNames` would hide.
  static func qualifying(_ moduleScopeNames: Set<String>) -> SupportSpelling {
    SupportSpelling(
      qualified: moduleScopeNames.intersection([
        "SegueHandler", "SceneType", "InitialSceneType", "StoryboardName",
      ]))
  }

  /// SegueKit's `name`, spelled so that the app's declarations do not hide it.
  func spell(_ name: String) -> String {
    if let standaloneHandler { return name == "SegueHandler" ? standaloneHandler : name }
    return qualified.contains(name) ? "SegueKit." + name : name
  }

  /// A warning for each name spelled qualified, which the app's code may mean to change.
  var warnings: [Diagnostic] {
    qualified.sorted().map { name in
      Diagnostic(
        severity: .warning,
        message: "The app declares \(name) at module scope, so the generated code names "
          + "SegueKit's as SegueKit.\(name).",
        errorID: "generated-name-shadows")
    }
  }
}
