import StoryboardKit

/// Which ``NavigationContext``s each controller can be reached in, found by following every
/// segue from the entry points:
/// - the initial controller of a main storyboard (one whose name starts with `Main`, as Xcode
///   names the storyboard in `UIMainStoryboardFile`) is the window's root;
/// - the initial controller of any other storyboard is reached in an unknown context (code or a
///   storyboard outside the inputs may push it), unless a storyboard reference among the inputs
///   leads to it, which then gives its context;
/// - a controller with a storyboard identifier is reached in an unknown context, since code may
///   instantiate it and push it.
public struct NavigationAnalysis: Sendable {
  private var contexts: [ControllerReference: NavigationContext] = [:]

  /// Runs the analysis over every document of `catalog`.
  public init(catalog: StoryboardCatalog) {
    var edges: [ControllerReference: [(ControllerReference, Transfer)]] = [:]
    var referenced: Set<ControllerReference> = []
    var entries: [(ControllerReference, NavigationContext)] = []
    var initials: [(ControllerReference, NavigationContext)] = []
    for document in catalog.documents {
      for scene in document.scenes {
        guard let controller = scene.controller else { continue }
        let source = ControllerReference(path: document.path, controllerID: controller.id)
        if controller.reference != nil {
          if let target = catalog.resolve(source).controller { referenced.insert(target) }
          continue
        }
        if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
          entries.append((source, .unknown))
        }
        for segue in scene.segues {
          guard let target = catalog.destination(of: segue, in: document).controller,
            let transfer = Transfer(segue: segue, sourceKind: controller.kind)
          else { continue }
          edges[source, default: []].append((target, transfer))
        }
      }
      if let initial = document.initialController, initial.reference == nil {
        let context: NavigationContext = document.name.hasPrefix("Main") ? .bare : .unknown
        initials.append(
          (ControllerReference(path: document.path, controllerID: initial.id), context))
      }
    }
    // An initial controller that a reference leads to is reached through that reference.
    entries += initials.filter { !referenced.contains($0.0) }
    propagate(from: entries, along: edges)
  }

  /// Every context `controller` can be reached in; empty when nothing leads to it.
  public func contexts(of controller: ControllerReference) -> NavigationContext {
    contexts[controller] ?? []
  }

  private mutating func propagate(
    from entries: [(ControllerReference, NavigationContext)],
    along edges: [ControllerReference: [(ControllerReference, Transfer)]]
  ) {
    var pending: [ControllerReference] = []
    for (controller, context) in entries where add(context, to: controller) {
      pending.append(controller)
    }
    while let controller = pending.popLast() {
      let from = contexts[controller] ?? []
      for (target, transfer) in edges[controller] ?? [] {
        if add(transfer.apply(from), to: target) { pending.append(target) }
      }
    }
  }

  /// Adds `context` to what `controller` has; true when that grew.
  private mutating func add(_ context: NavigationContext, to controller: ControllerReference)
    -> Bool
  {
    let before = contexts[controller] ?? []
    let after = before.union(context)
    guard after != before else { return false }
    contexts[controller] = after
    return true
  }
}
