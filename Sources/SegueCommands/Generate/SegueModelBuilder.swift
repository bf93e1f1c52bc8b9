import StoryboardKit

/// Builds what a run generates from its storyboards: each custom controller class that starts
/// identified segues, with the union of its identifiers over the storyboards, and typed
/// destinations found through navigation controllers and storyboard references.
struct SegueModelBuilder {
  let catalog: StoryboardCatalog
  /// The module the code is generated for: its classes need no import.
  let currentModule: String?

  private struct ClassKey: Hashable {
    var framework: UIFramework
    var type: TypeName
  }

  /// Everything gathered about one class while reading the storyboards.
  private struct ClassFacts {
    var storyboards: Set<String> = []
    var isWindowController = false
    var occurrences: [String: [SegueOccurrence]] = [:]
    var segueActions: [String: SegueActionRequirement] = [:]
  }

  func build() -> GenerationModel {
    var skipped = SkipSummary()
    var warnings: [Diagnostic] = []
    var facts: [ClassKey: ClassFacts] = [:]
    var refusedControllers: Set<String> = []
    let contents = ContainerContentIndex(catalog: catalog)
    let documents = catalog.documents.sorted {
      $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
    }
    for document in documents {
      guard let framework = UIFramework(platform: document.platform) else {
        skipped.add(document.platform == .watchOS ? .watchOSStoryboard : .unknownPlatformStoryboard)
        continue
      }
      let resolver = DestinationTyper(
        catalog: catalog, framework: framework, types: self, contents: contents)
      for scene in document.scenes {
        for segue in scene.segues {
          if segue.kind == .relationship {
            skipped.add(.relationshipSegue)
            continue
          }
          guard let identifier = segue.usableIdentifier else {
            skipped.add(.segueWithoutIdentifier)
            continue
          }
          let source: TypeName
          switch sourceType(of: scene.controller) {
          case .success(let type): source = type
          case .failure(let reason):
            skipped.add(reason)
            if let controller = scene.controller, reason != .sourceWithoutCustomClass,
              refusedControllers.insert(document.path + "#" + controller.id).inserted
            {
              warnings.append(refusal(of: controller, reason: reason, in: document))
            }
            continue
          }
          let key = ClassKey(framework: framework, type: source)
          let typed = resolver.destination(of: segue, in: document)
          var segueClass: TypeName?
          if let name = segue.customClass, !name.isEmpty {
            segueClass = customType(
              name: name, module: segue.customModule, provider: segue.customModuleProvider)
            if segueClass == nil { skipped.add(.segueClassNotAnIdentifier) }
          }
          let occurrence = SegueOccurrence(
            identifier: identifier, kind: segue.kind.rawValue, destination: typed.type,
            destinationSummary: typed.summary, segueClass: segueClass,
            unwindAction: segue.kind == .unwind ? segue.details.unwindAction : nil,
            path: document.path, location: segue.location)
          var classFacts = facts[key] ?? ClassFacts()
          classFacts.storyboards.insert(document.name)
          classFacts.isWindowController =
            classFacts.isWindowController || scene.controller?.kind == .window
          classFacts.occurrences[identifier, default: []].append(occurrence)
          if let selector = segue.details.destinationCreationSelector, !selector.isEmpty {
            if let method = SegueActionSelector(selector) {
              classFacts.segueActions[selector] =
                classFacts.segueActions[selector]
                ?? SegueActionRequirement(method: method, returnType: typed.createdType)
            } else {
              skipped.add(.segueActionNotASelector)
            }
          }
          facts[key] = classFacts
        }
      }
    }
    var classes: [GeneratedClass] = []
    for (key, classFacts) in facts {
      let merger = SegueMerger(framework: key.framework, className: key.type.name)
      let caseNames = CaseNameSanitizer.caseNames(for: classFacts.occurrences.keys)
      var segues: [GeneratedSegue] = []
      for (identifier, occurrences) in classFacts.occurrences {
        let merged = merger.merge(occurrences, caseName: caseNames[identifier] ?? identifier)
        segues.append(merged.segue)
        warnings += merged.warnings
      }
      classes.append(
        GeneratedClass(
          framework: key.framework, type: key.type, storyboards: classFacts.storyboards.sorted(),
          isWindowController: classFacts.isWindowController,
          segues: segues.sorted {
            $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8)
          },
          segueActions: classFacts.segueActions.values.sorted {
            $0.method.selector.utf8.lexicographicallyPrecedes($1.method.selector.utf8)
          }))
    }
    classes.sort { ($0.framework, $0.type) < ($1.framework, $1.type) }
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
  func customType(of controller: Controller) -> TypeName? {
    guard let name = controller.customClass, !name.isEmpty else { return nil }
    return customType(
      name: name, module: controller.customModule, provider: controller.customModuleProvider)
  }

  private func customType(name: String, module: String?, provider: String?) -> TypeName? {
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
    of controller: Controller, reason: SkipReason, in document: StoryboardDocument
  ) -> Diagnostic {
    let name = SwiftStringLiteral.quoted(controller.customClass ?? "")
    let module = SwiftStringLiteral.quoted(controller.customModule ?? "")
    let message =
      reason == .moduleNotAnIdentifier
      ? "The module \(module) of custom class \(name) is not a Swift identifier, so no code is generated for its segues."
      : "The custom class \(name) is not a Swift identifier, so no code is generated for its segues."
    return Diagnostic(
      path: document.path, location: controller.location, severity: .warning, message: message)
  }
}
