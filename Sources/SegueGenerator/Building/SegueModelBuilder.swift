import SourceIndex
import StoryboardKit

/// Builds what a run generates from its storyboards. The segue code in three stages: collect
/// every identified segue with its class and destination (``SegueCollector``), find which
/// classes join a superclass's conformance (``InheritanceMerger``), and group and merge the
/// segues per class (``ClassAssembler``). The scenes in one (``SceneCollector``).
struct SegueModelBuilder: Sendable {
  /// The run's storyboards, with every segue's destination resolved.
  let graph: StoryboardGraph
  /// The module the code is generated for: its classes need no import.
  let currentModule: String?
  /// The app's sources (`--sources`).
  var sources: SourceIndex?
  var generatesSegues = true
  var generatesScenes = true
  /// Whether the scenes may extend the app's own `StoryboardScene`: not with `--standalone`,
  /// whose support types, nested in it, would hide the app's `SceneType` from its own code.
  var mayExtendTheAppsScenes = true
  /// `--standalone`: the code carries its own destination function, which every class calls.
  var standalone = false

  func build() -> GenerationModel {
    let checker = ClassChecker(sources: sources, documents: graph.documents.map { graph[$0] })
    let namer = ClassNamer(currentModule: currentModule, checker: checker)
    var model = GenerationModel(classes: [], warnings: [], skipped: SkipSummary())
    if generatesSegues {
      // A segue action is looked up in the sources only when they declare classes.
      let collection = SegueCollector(
        graph: graph, namer: namer, sources: sources?.declaresNothing == false ? sources : nil
      ).collect()
      let roots = InheritanceMerger(superclasses: sources?.superclasses ?? [:])
        .roots(of: collection.classes)
      let assembled = ClassAssembler(roots: roots).assemble(collection)
      model.classes = assembled.classes.map { generated in
        var generated = generated
        // A public class's conformance needs a public SegueIdentifier.
        generated.isPublic =
          generated.type.module == nil
          && sources?.publicClasses.contains(generated.type.name) == true
        return generated
      }
      model.warnings = collection.warnings + assembled.warnings
      if let sources {
        let adoption = HandWrittenAdoption(sources: sources).adopt(model.classes)
        model.classes = adoption.classes
        model.warnings += adoption.warnings
        let guarded = ShadowingGuard(
          sources: sources, module: currentModule,
          standaloneDestination: standalone
            ? SupportSpelling.standaloneDestination(avoiding: sources) : nil
        ).guardNames(model.classes)
        model.classes = guarded.classes
        model.warnings += guarded.warnings
      }
      model.skipped = collection.skipped
    }
    // The sources may hold SwiftGen's StoryboardScene (or another tool's): a second one would
    // not compile. The app's own, of this module, takes the storyboards it lacks in an
    // extension; otherwise the scenes wait until it is removed.
    let existing =
      (sources?.swiftTypes["StoryboardScene"] ?? []).subtracting(sources?.generatedFiles ?? [])
    let extended = existing.isEmpty || !mayExtendTheAppsScenes ? nil : extensibleScenes()
    model.existingScenes = extended == nil ? existing.sorted().first : nil
    if generatesScenes, model.existingScenes == nil {
      let scenes = SceneCollector(graph: graph, namer: namer).collect()
      model.storyboards = scenes.storyboards
      model.warnings += scenes.warnings
      if let extended {
        // Its enum for a storyboard is named as the generated one, or as the storyboard.
        let isTheApps = { (storyboard: GeneratedStoryboard) in
          extended.contains(storyboard.enumName) || extended.contains(storyboard.name)
        }
        let theApps = model.storyboards.filter(isTheApps)
        // SwiftGen's scenes name their classes with their module (`Element.RoomViewController`):
        // an enum of that name beside them would hide the module from that code.
        var modules = Set(theApps.flatMap(\.allScenes).compactMap(\.type.module))
        if let currentModule { modules.insert(currentModule) }
        model.extendedScenes = existing.sorted().first
        model.storyboardsOfTheApp = Set(theApps.map(\.name)).sorted()
        model.storyboardsNamedAsModules = Set(
          model.storyboards.filter { modules.contains($0.enumName) }.map(\.name)
        ).sorted()
        model.storyboards.removeAll { isTheApps($0) || modules.contains($0.enumName) }
      }
    }
    if let sources {
      model.qualifiedSupport = SupportSpelling.qualifying(sources.moduleScopeNames)
    }
    // A class Swift cannot see is reported once, however many segues and scenes name it.
    model.warnings = Set(model.warnings).sorted()
    model.objectiveCOnlyClasses = checker?.objectiveCOnlyApp ?? 0
    return model
  }

  /// The members of the app's own `StoryboardScene`, when an extension of the module the code
  /// is generated for can add storyboards to it without clashing with the support the
  /// generated scenes declare in it; nil otherwise.
  private func extensibleScenes() -> Set<String>? {
    guard let declared = sources?.storyboardScene else { return nil }
    var modules: Set<SourceModule> = [.app]
    if let currentModule { modules.insert(.named(currentModule)) }
    let support: Set<String> = [SceneRenderer.moduleStoryboard, SceneRenderer.bundleToken]
    guard declared.isExtensible(from: modules), declared.members.isDisjoint(with: support)
    else { return nil }
    return declared.members
  }
}
