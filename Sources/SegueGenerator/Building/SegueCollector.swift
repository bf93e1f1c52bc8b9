import DeterministicOutput
import SourceIndex
import StoryboardKit

/// The first stage: reads every identified segue of a run's storyboards, in path order, with
/// the class it starts at and where it leads, and counts what code cannot name.
struct SegueCollector: Sendable {
  let graph: StoryboardGraph
  let namer: ClassNamer
  /// The app's sources (`--sources`): which `@IBSegueAction` declaration each segue binds.
  var sources: SourceIndex?

  func collect() -> SegueCollection {
    var collection = SegueCollection()
    // Path order, whatever order the documents came in.
    let documents = ByteOrder.sorted(graph.documents) { graph[$0].path }
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
    let storyboard = graph[document].name
    let path = graph[document].path
    let typer = DestinationTyper(graph: graph, namer: namer)
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
      switch namer.sourceType(of: controller, inStoryboardAt: path) {
      case .success(let type):
        if let source, let hidden = hiddenSource(source, framework: framework, path: path) {
          collection.skipped.add(.sourceClassHidden)
          if refused.insert(source).inserted, let warning = hidden.warning {
            collection.warnings.append(
              Diagnostic(
                path: path, location: graph[source].location, severity: .warning,
                message: warning))
          }
          continue
        }
        let destination = typer.destination(of: edge, framework: framework)
        collection.warnings += destination.warnings
        collection.append(
          SegueOccurrence(
            source: ControllerClass(framework: framework, type: type),
            sourceIsWindowController: controller?.kind == .window, storyboard: storyboard,
            identifier: identifier, kind: segue.kind, destination: destination.type,
            destinationSummary: destination.summary,
            segueClass: segueClass(
              of: segue, framework: framework, path: path, into: &collection),
            unwindAction: segue.kind == .unwind ? segue.details.unwindAction : nil,
            segueAction: segueAction(
              of: edge, from: type, creating: destination, into: &collection),
            path: path, location: segue.location))
      case .failure(let reason):
        collection.skipped.add(reason)
        if let source, let controller, reason != .sourceWithoutCustomClass,
          refused.insert(source).inserted
        {
          collection.warnings.append(namer.refusal(of: controller, reason: reason, path: path))
        }
      }
    }
  }

  /// Why code must not name the class of the controller at `source`, with `--sources`.
  private func hiddenSource(_ source: NodeID, framework: UIFramework, path: String)
    -> HiddenClass?
  {
    let controller = graph[source]
    guard let reference = controller.classReference else { return nil }
    let platform = graph[graph.document(of: source)].platform
    return namer.hidden(
      reference, of: "controller",
      fallback: framework.sceneClass(of: controller, on: platform).type,
      inStoryboardAt: path)
  }

  /// The custom class of `segue`; nil without one, and when code cannot name it (counted)
  /// or Swift cannot see it (with a warning).
  private func segueClass(
    of segue: Segue, framework: UIFramework, path: String,
    into collection: inout SegueCollection
  ) -> TypeName? {
    guard let reference = segue.classReference else { return nil }
    guard let type = namer.type(of: reference, inStoryboardAt: path) else {
      collection.skipped.add(.segueClassNotAnIdentifier)
      return nil
    }
    if let hidden = namer.hidden(
      reference, of: "segue", fallback: framework.segueClass, inStoryboardAt: path)
    {
      collection.skipped.add(.segueClassHidden)
      if let warning = hidden.warning {
        collection.warnings.append(
          Diagnostic(path: path, location: segue.location, severity: .warning, message: warning))
      }
      return nil
    }
    return type
  }

  /// The `@IBSegueAction` method that creates the destination of `edge`, which starts at a
  /// controller of class `source`; nil without one, and when its selector cannot name a Swift
  /// method (counted). With the sources, it is named as they declare it, and a warning in
  /// lint's words says when no declaration UIKit can call is found, and when the declaration
  /// is private to its file, which the generated code then leaves unchecked.
  private func segueAction(
    of edge: EdgeID, from source: TypeName, creating destination: TypedDestination,
    into collection: inout SegueCollection
  ) -> SegueActionRequirement? {
    let segue = graph[edge]
    guard let selector = segue.details.destinationCreationSelector, !selector.isEmpty else {
      return nil
    }
    guard let method = SegueActionSelector(selector) else {
      collection.skipped.add(.segueActionNotASelector)
      return nil
    }
    var requirement = SegueActionRequirement(
      method: method, returnType: destination.createdType, returnBase: destination.createdBase)
    guard let sources else { return requirement }
    let created = destination.createdType.name
    let finding = sources.segueAction(
      selector, sourceClass: source.name, destinationClass: created)
    if let declaration = finding.declaration, declaration.language == .swift {
      requirement.baseName = declaration.baseName
      requirement.labels = declaration.labels
    }
    let path = graph[graph.document(of: edge)].path
    if let problem = finding.problem(selector: selector, owner: source.name, destination: created) {
      collection.warnings.append(
        Diagnostic(path: path, location: segue.location, severity: .warning, message: problem))
    }
    // Naming a private method from another file would fail the app's build.
    if let problem = finding.declaration?.accessProblem {
      collection.warnings.append(
        Diagnostic(path: path, location: segue.location, severity: .warning, message: problem))
      collection.skipped.add(.segueActionPrivate)
      return nil
    }
    return requirement
  }
}
