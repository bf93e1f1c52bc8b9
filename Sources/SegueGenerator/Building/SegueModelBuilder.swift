import StoryboardKit

/// Builds what a run generates from its storyboards, in three stages: collect every
/// identified segue with its class and destination (``SegueCollector``), find which classes
/// join a superclass's conformance (``InheritanceMerger``), and group and merge the segues per
/// class (``ClassAssembler``).
struct SegueModelBuilder: Sendable {
  /// The run's storyboards, with every segue's destination resolved.
  let graph: StoryboardGraph
  /// The module the code is generated for: its classes need no import.
  let currentModule: String?
  /// Class names to the type each inherits from, as `--sources` declares them.
  var superclasses: [String: String] = [:]

  func build() -> GenerationModel {
    let collection = SegueCollector(graph: graph, namer: ClassNamer(currentModule: currentModule))
      .collect()
    let roots = InheritanceMerger(superclasses: superclasses).roots(of: collection.classes)
    let assembled = ClassAssembler(roots: roots).assemble(collection)
    return GenerationModel(
      classes: assembled.classes, warnings: (collection.warnings + assembled.warnings).sorted(),
      skipped: collection.skipped)
  }
}
