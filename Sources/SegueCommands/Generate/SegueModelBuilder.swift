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
            identifier: identifier, kind: kind.rawValue, destination: typed.type,
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
    var subclasses: [Int: [TypeName]] = [:]
    for (member, root) in roots { subclasses[root, default: []].append(keys[member].type) }
    var classes: [GeneratedClass] = []
    classes.reserveCapacity(keys.count)
    // Ordered by their keys before they are built: sorting the built classes copied each one
    // for every comparison.
    let slots = keys.indices.sorted {
      (keys[$0].framework, keys[$0].type) < (keys[$1].framework, keys[$1].type)
    }
    for slot in slots {
      let key = keys[slot]
      let classFacts = facts[slot]
      let segueActions = classFacts.segueActions.values.sorted {
        ByteOrder.precedes($0.method.selector, $1.method.selector)
      }
      if let root = roots[slot] {
        // Its segues are in the root's enum; only its own segue actions remain to check.
        if !segueActions.isEmpty {
          classes.append(
            GeneratedClass(
              framework: key.framework, type: key.type,
              storyboards: classFacts.storyboards.sorted(),
              isWindowController: classFacts.isWindowController, segues: [],
              segueActions: segueActions, inheritedConformance: keys[root].type))
        }
        continue
      }
      let merger = SegueMerger(framework: key.framework, className: key.type.name)
      // In the identifiers' byte order, which is the order the segues are written in.
      let caseNames = CaseNameSanitizer.caseNames(for: classFacts.firsts.keys)
      var segues: [GeneratedSegue] = []
      segues.reserveCapacity(caseNames.count)
      for (identifier, caseName) in caseNames {
        guard let first = classFacts.firsts[identifier] else { continue }
        let merged = merger.merge(
          first, disagreeing: classFacts.disagreements[identifier] ?? [],
          kinds: classFacts.kinds[identifier] ?? [first.kind], caseName: caseName)
        segues.append(merged.segue)
        warnings += merged.warnings
      }
      classes.append(
        GeneratedClass(
          framework: key.framework, type: key.type, storyboards: classFacts.storyboards.sorted(),
          isWindowController: classFacts.isWindowController,
          segues: segues, segueActions: segueActions,
          subclasses: (subclasses[slot] ?? []).sorted()))
    }
    return GenerationModel(classes: classes, warnings: warnings.sorted(), skipped: skipped)
  }

  /// The class to extend for segues of a scene whose controller is `controller`.
  private func sourceType(of controller: Controller?) -> Result<TypeName, SkipReason> {
    guard let controller, let name = controller.customClass, !name.isEmpty else {
      return .failure(.sourceWithoutCustomClass)
    }
    guard SwiftIdentifier.isValid(name) else { return .failure(.sourceClassNotAnIdentifier) }
    guard let type = customType(of: controller) else { return .failure(.moduleNotAnIdentifier) }
    return .success(type)
  }

  /// The custom class of `controller`, when it has a usable one.
  private func customType(of controller: Controller) -> TypeName? {
    guard let name = controller.customClass, !name.isEmpty else { return nil }
    return customType(
      name: name, module: controller.customModule, provider: controller.customModuleProvider)
  }

  /// The class `name` of `module` as the generated code spells it; nil when either is not a
  /// Swift identifier.
  func customType(name: String, module: String?, provider: String?) -> TypeName? {
    guard SwiftIdentifier.isValid(name) else { return nil }
    var imported = provider == "target" ? nil : module
    // Classes of the frameworks and of SegueKit come with the imports every file has.
    if let imported, Self.alwaysImported.contains(imported) { return .framework(name) }
    if imported == currentModule || imported?.isEmpty == true { imported = nil }
    if let imported, !SwiftIdentifier.isValid(imported) { return nil }
    return TypeName(name: name, module: imported)
  }

  /// Modules every generated file imports (the framework for its platform and SegueKit).
  static let alwaysImported: Set<String> = ["SegueKit", "UIKit", "AppKit", "Foundation"]

  private func refusal(
    of controller: Controller, reason: SkipReason, path: String
  ) -> Diagnostic {
    let name = SwiftStringLiteral.quoted(controller.customClass ?? "")
    let module = SwiftStringLiteral.quoted(controller.customModule ?? "")
    let message =
      reason == .moduleNotAnIdentifier
      ? "The module \(module) of custom class \(name) is not a Swift identifier, so no code is generated for its segues."
      : "The custom class \(name) is not a Swift identifier, so no code is generated for its segues."
    return Diagnostic(
      path: path, location: controller.location, severity: .warning, message: message)
  }
}
