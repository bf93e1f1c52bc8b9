import StoryboardKit

/// The first stage: reads every identified segue of a run's storyboards, in path order, with
/// the class it starts at and where it leads, and counts what code cannot name.
struct SegueCollector: Sendable {
  let graph: StoryboardGraph
  let namer: ClassNamer

  func collect() -> SegueCollection {
    var collection = SegueCollection()
    // Path order, whatever order the documents came in.
    let documents = graph.documents.sorted {
      ByteOrder.precedes(graph[$0].path, graph[$1].path)
    }
    for document in documents {
      collect(document, into: &collection)
    }
    return collection
  }

  private func collect(_ document: DocumentID, into collection: inout SegueCollection) {
    let platform = graph[document].platform
    guard let framework = UIFramework(platform: platform) else {
      collection.skipped.add(platform == .watchOS ? .watchOSStoryboard : .unknownPlatformStoryboard)
      return
    }
    // A controller whose class cannot be named is reported once, not once per segue.
    var refused: Set<NodeID> = []
    for edge in graph.edges(in: document) {
      let segue = graph[edge]
      guard segue.kind != .relationship else {
        collection.skipped.add(.relationshipSegue)
        continue
      }
      guard let identifier = segue.usableIdentifier else {
        collection.skipped.add(.segueWithoutIdentifier)
        continue
      }
      let source = graph.source(of: edge)
      let controller = source.map { graph[$0] }
      switch namer.sourceType(of: controller) {
      case .success(let type):
        let sourceClass = ControllerClass(framework: framework, type: type)
        collection.occurrences.append(
          occurrence(
            of: edge, identifier: identifier, from: sourceClass,
            isWindowController: controller?.kind == .window, skipped: &collection.skipped))
      case .failure(let reason):
        collection.skipped.add(reason)
        if let source, let controller, reason != .sourceWithoutCustomClass,
          refused.insert(source).inserted
        {
          collection.warnings.append(
            namer.refusal(of: controller, reason: reason, path: graph[document].path))
        }
      }
    }
  }

  /// What `edge` says about its identifier, from a scene of `source`. A segue class or an
  /// `@IBSegueAction` selector that code cannot name is left out and counted in `skipped`.
  private func occurrence(
    of edge: EdgeID, identifier: String, from source: ControllerClass, isWindowController: Bool,
    skipped: inout SkipSummary
  ) -> SegueOccurrence {
    let segue = graph[edge]
    let destination = DestinationTyper(graph: graph, namer: namer)
      .destination(of: edge, framework: source.framework)
    var segueClass: TypeName?
    if let reference = segue.classReference {
      segueClass = namer.type(of: reference)
      if segueClass == nil { skipped.add(.segueClassNotAnIdentifier) }
    }
    var segueAction: SegueActionRequirement?
    if let selector = segue.details.destinationCreationSelector, !selector.isEmpty {
      if let method = SegueActionSelector(selector) {
        segueAction = SegueActionRequirement(method: method, returnType: destination.createdType)
      } else {
        skipped.add(.segueActionNotASelector)
      }
    }
    let document = graph.document(of: edge)
    return SegueOccurrence(
      source: source, sourceIsWindowController: isWindowController,
      storyboard: graph[document].name, identifier: identifier, kind: segue.kind,
      destination: destination.type, destinationSummary: destination.summary,
      segueClass: segueClass,
      unwindAction: segue.kind == .unwind ? segue.details.unwindAction : nil,
      segueAction: segueAction, path: graph[document].path, location: segue.location)
  }
}
