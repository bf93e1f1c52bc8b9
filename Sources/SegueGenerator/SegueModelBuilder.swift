import StoryboardKit

/// Builds what a run generates from its storyboards: each custom controller class that starts
/// identified segues, with the union of its identifiers over the storyboards, and typed
/// destinations found through navigation controllers and storyboard references.
struct SegueModelBuilder {
  /// The run's storyboards, with every segue's destination resolved.
  let graph: StoryboardGraph
  /// The module the code is generated for: its classes need no import.
  let currentModule: String?
  /// Class names to the type each inherits from, as `--sources` declares them.
  var superclasses: [String: String] = [:]

  func build() -> GenerationModel {
    var skipped = SkipSummary()
    var warnings: [Diagnostic] = []
    // Each class's facts sit in a list, found once per scene: looking them up by class name
    // for every segue cost more than recording the segue.
    var factSlots: [ClassFacts.Key: Int] = [:]
    var keys: [ClassFacts.Key] = []
    var facts: [ClassFacts] = []
    // Kept only when subclasses may join their superclass: the joined class records them again.
    let keepsRecords = !superclasses.isEmpty
    var records: [[RecordedSegue]] = []
    var sequence = 0
    // In path order, whatever order they came in.
    let order = graph.documents.sorted { ByteOrder.precedes(graph[$0].path, graph[$1].path) }
    let typer = DestinationTyper(types: self)
    for document in order {
      let platform = graph[document].platform
      let path = graph[document].path
      guard let framework = UIFramework(platform: platform) else {
        skipped.add(platform == .watchOS ? .watchOSStoryboard : .unknownPlatformStoryboard)
        continue
      }
      let storyboard = graph[document].name
      var unwindDestination: TypedDestination?
      // Each scene's class, read at its first identified segue.
      var sourceSlots: [NodeID: Result<Int, SkipReason>] = [:]
      for edge in graph.edges(in: document) {
        let segue = graph[edge]
        if case .relationship = segue.kind {
          skipped.add(.relationshipSegue)
          continue
        }
        guard let identifier = segue.usableIdentifier else {
          skipped.add(.segueWithoutIdentifier)
          continue
        }
        let source = graph.source(of: edge)
        let slot: Int
        switch source.flatMap({ sourceSlots[$0] }) {
        case .success(let known)?: slot = known
        case .failure(let reason)?:
          skipped.add(reason)
          continue
        case nil:
          let controller = source.map { graph[$0] }
          let result = sourceType(of: controller).map { type in
            let key = ClassFacts.Key(framework: framework, type: type)
            if let known = factSlots[key] { return known }
            factSlots[key] = facts.count
            keys.append(key)
            facts.append(ClassFacts())
            if keepsRecords { records.append([]) }
            return facts.count - 1
          }
          if let source { sourceSlots[source] = result }
          switch result {
          case .success(let known): slot = known
          case .failure(let reason):
            skipped.add(reason)
            if let controller, reason != .sourceWithoutCustomClass {
              warnings.append(refusal(of: controller, reason: reason, path: path))
            }
            continue
          }
        }
        let isWindowController = source.map { graph[$0].kind == .window } ?? false
        let kind = segue.kind
        let isUnwind = kind == .unwind
        let typed: TypedDestination
        if isUnwind {
          typed =
            unwindDestination
            ?? typer.destination(
              of: .missing, isUnwind: true, inDocument: document, framework: framework)
          unwindDestination = typed
        } else {
          typed = typer.destination(
            of: graph.destination(of: edge), isUnwind: false, inDocument: document,
            framework: framework)
        }
        var segueClass: TypeName?
        if let reference = segue.classReference {
          segueClass = customType(reference)
          if segueClass == nil { skipped.add(.segueClassNotAnIdentifier) }
        }
        let occurrence = SegueOccurrence(
          identifier: identifier, kind: kind.rawValue, destination: typed.type,
          destinationSummary: typed.summary, segueClass: segueClass,
          unwindAction: isUnwind ? segue.details.unwindAction : nil,
          path: path, location: segue.location)
        var action: SegueActionRequirement?
        if let selector = segue.details.destinationCreationSelector, !selector.isEmpty {
          if let method = SegueActionSelector(selector) {
            action = SegueActionRequirement(method: method, returnType: typed.createdType)
          } else {
            skipped.add(.segueActionNotASelector)
          }
        }
        facts[slot].record(
          occurrence, storyboard: storyboard,
          isWindowController: isWindowController, segueAction: action)
        if keepsRecords {
          records[slot].append(
            RecordedSegue(
              sequence: sequence, occurrence: occurrence, storyboard: storyboard,
              isWindowController: isWindowController, segueAction: action))
          sequence += 1
        }
      }
    }
    let inheritance = InheritanceMerger(superclasses: superclasses)
    let roots = inheritance.roots(of: keys)
    if !roots.isEmpty { facts = inheritance.merged(facts, records: records, roots: roots) }
    let assembled = assemble(keys: keys, facts: facts, roots: roots)
    warnings += assembled.warnings
    return GenerationModel(
      classes: assembled.classes, warnings: warnings.sorted(), skipped: skipped)
  }
}
