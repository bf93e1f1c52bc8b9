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
    // In path order, whatever order they came in; indices are sorted, not the documents.
    let all = graph.documents
    let order = all.indices.sorted { ByteOrder.precedes(all[$0].path, all[$1].path) }
    let typer = DestinationTyper(types: self)
    // Within a document, a target always types the same way.
    var destinations = DestinationCache(nodeCount: graph.nodes.count)
    for documentIndex in order {
      // The document's fields are read in place, not copied with the rest of it.
      let platform = all[documentIndex].platform
      let path = all[documentIndex].path
      guard let framework = UIFramework(platform: platform) else {
        skipped.add(platform == .watchOS ? .watchOSStoryboard : .unknownPlatformStoryboard)
        continue
      }
      let storyboard = graph.documentNames[documentIndex]
      var unwindDestination: TypedDestination?
      // The graph numbers the document's segues in scene order, each with where it leads.
      var sceneFirstEdge = graph.edges(ofDocument: documentIndex).lowerBound
      // Scenes and segues are read in place: most segues are skipped, and copying each one
      // whole to look at two fields cost more than the rest of the loop.
      let scenes = all[documentIndex].scenes
      for sceneIndex in scenes.indices {
        // Read once per scene, at its first identified segue.
        var sceneSource: Result<Int, SkipReason>?
        var isWindowController = false
        let segues = scenes[sceneIndex].segues
        let firstEdge = sceneFirstEdge
        sceneFirstEdge += segues.count
        for segueIndex in segues.indices {
          if case .relationship = segues[segueIndex].kind {
            skipped.add(.relationshipSegue)
            continue
          }
          guard let identifier = segues[segueIndex].usableIdentifier else {
            skipped.add(.segueWithoutIdentifier)
            continue
          }
          let slot: Int
          switch sceneSource {
          case .success(let known)?: slot = known
          case .failure(let reason)?:
            skipped.add(reason)
            continue
          case nil:
            let controller = scenes[sceneIndex].controller
            let result = sourceType(of: controller).map { type in
              let key = ClassFacts.Key(framework: framework, type: type)
              if let known = factSlots[key] { return known }
              factSlots[key] = facts.count
              keys.append(key)
              facts.append(ClassFacts())
              if keepsRecords { records.append([]) }
              return facts.count - 1
            }
            sceneSource = result
            isWindowController = controller?.kind == .window
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
          let kind = segues[segueIndex].kind
          let isUnwind = kind == .unwind
          let typed: TypedDestination
          if isUnwind {
            typed =
              unwindDestination
              ?? typer.destination(
                of: .missing, isUnwind: true, inDocument: documentIndex, framework: framework)
            unwindDestination = typed
          } else {
            let target = graph.edges[firstEdge + segueIndex].target
            typed = destinations.destination(of: target, inDocument: documentIndex) {
              typer.destination(
                of: target, isUnwind: false, inDocument: documentIndex, framework: framework)
            }
          }
          var segueClass: TypeName?
          if let name = segues[segueIndex].customClass, !name.isEmpty {
            segueClass = customType(
              name: name, module: segues[segueIndex].customModule,
              provider: segues[segueIndex].customModuleProvider)
            if segueClass == nil { skipped.add(.segueClassNotAnIdentifier) }
          }
          let occurrence = SegueOccurrence(
            identifier: identifier, kind: kind, destination: typed.type,
            destinationSummary: typed.summary, segueClass: segueClass,
            unwindAction: isUnwind ? segues[segueIndex].details.unwindAction : nil,
            path: path, location: segues[segueIndex].location)
          var action: SegueActionRequirement?
          if let selector = segues[segueIndex].details.destinationCreationSelector,
            !selector.isEmpty
          {
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
