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

  func build() -> GenerationModel {
    let checker = ClassChecker(sources: sources, documents: graph.documents.map { graph[$0] })
    let namer = ClassNamer(currentModule: currentModule, checker: checker)
    var model = GenerationModel(classes: [], warnings: [], skipped: SkipSummary())
    if generatesSegues {
      // A segue action is looked up in the sources only when they declare classes.
      let collection = SegueCollector(
        graph: graph, namer: namer, sources: checker == nil ? nil : sources
      ).collect()
      let roots = InheritanceMerger(superclasses: sources?.superclasses ?? [:])
        .roots(of: collection.classes)
      let assembled = ClassAssembler(roots: roots).assemble(collection)
      model.classes = assembled.classes
      model.warnings = collection.warnings + assembled.warnings
      model.skipped = collection.skipped
    }
    if generatesScenes {
      let scenes = SceneCollector(graph: graph, namer: namer).collect()
      model.storyboards = scenes.storyboards
      model.warnings += scenes.warnings
    }
    // A class Swift cannot see is reported once, however many segues and scenes name it.
    model.warnings = Set(model.warnings).sorted()
    model.objectiveCOnlyClasses = checker?.objectiveCOnlyApp ?? 0
    return model
  }
}
