import StoryboardKit

/// Builds what a run generates from its storyboards: each custom controller class that starts
/// identified segues, with the union of its identifiers over the storyboards, and typed
/// destinations found through navigation controllers and storyboard references.
struct SegueModelBuilder {
  let catalog: StoryboardCatalog
  /// The module the code is generated for: its classes need no import.
  let currentModule: String?

  func build() -> GenerationModel {
    var skipped = SkipSummary()
    var warnings: [Diagnostic] = []
    var facts: [ClassFacts.Key: ClassFacts] = [:]
    let contents = ContainerContentIndex(catalog: catalog)
    // In path order, whatever order they came in; indices are sorted, not the documents.
    let all = catalog.documents
    let order = all.indices.sorted { ByteOrder.precedes(all[$0].path, all[$1].path) }
    for document in order.lazy.map({ all[$0] }) {
      guard let framework = UIFramework(platform: document.platform) else {
        skipped.add(document.platform == .watchOS ? .watchOSStoryboard : .unknownPlatformStoryboard)
        continue
      }
      let resolver = DestinationTyper(
        catalog: catalog, framework: framework, types: self, contents: contents)
      let storyboard = document.name
      // Within a document, a destination id always types the same way.
      var destinations: [String: TypedDestination] = [:]
      // Scenes and segues are read in place: most segues are skipped, and copying each one
      // whole to look at two fields cost more than the rest of the loop.
      let scenes = document.scenes
      for sceneIndex in scenes.indices {
        // Read once per scene, at its first identified segue.
        var sceneSource: Result<ClassFacts.Key, SkipReason>?
        var isWindowController = false
        let segues = scenes[sceneIndex].segues
        for segueIndex in segues.indices {
          if segues[segueIndex].kind == .relationship {
            skipped.add(.relationshipSegue)
            continue
          }
          guard let identifier = segues[segueIndex].usableIdentifier else {
            skipped.add(.segueWithoutIdentifier)
            continue
          }
          let segue = segues[segueIndex]
          let key: ClassFacts.Key
          switch sceneSource {
          case .success(let sourceKey)?: key = sourceKey
          case .failure(let reason)?:
            skipped.add(reason)
            continue
          case nil:
            let controller = scenes[sceneIndex].controller
            let result = sourceType(of: controller).map {
              ClassFacts.Key(framework: framework, type: $0)
            }
            sceneSource = result
            isWindowController = controller?.kind == .window
            switch result {
            case .success(let sourceKey): key = sourceKey
            case .failure(let reason):
              skipped.add(reason)
              if let controller, reason != .sourceWithoutCustomClass {
                warnings.append(refusal(of: controller, reason: reason, in: document))
              }
              continue
            }
          }
          let destinationKey = segue.kind == .unwind ? "\u{0}unwind" : segue.destination ?? "\u{0}"
          let typed: TypedDestination
          if let known = destinations[destinationKey] {
            typed = known
          } else {
            typed = resolver.destination(of: segue, in: document)
            destinations[destinationKey] = typed
          }
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
          var action: SegueActionRequirement?
          if let selector = segue.details.destinationCreationSelector, !selector.isEmpty {
            if let method = SegueActionSelector(selector) {
              action = SegueActionRequirement(method: method, returnType: typed.createdType)
            } else {
              skipped.add(.segueActionNotASelector)
            }
          }
          // Changed in place: a copy of the facts would copy their arrays on every segue.
          facts[key, default: ClassFacts()].record(
            occurrence, storyboard: storyboard,
            isWindowController: isWindowController, segueAction: action)
        }
      }
    }
    var classes: [GeneratedClass] = []
    for (key, classFacts) in facts {
      let merger = SegueMerger(framework: key.framework, className: key.type.name)
      let caseNames = CaseNameSanitizer.caseNames(for: classFacts.firsts.keys)
      var segues: [GeneratedSegue] = []
      for (identifier, first) in classFacts.firsts {
        let merged = merger.merge(
          first, disagreeing: classFacts.disagreements[identifier] ?? [],
          kinds: classFacts.kinds[identifier] ?? [first.kind],
          caseName: caseNames[identifier] ?? identifier)
        segues.append(merged.segue)
        warnings += merged.warnings
      }
      classes.append(
        GeneratedClass(
          framework: key.framework, type: key.type, storyboards: classFacts.storyboards.sorted(),
          isWindowController: classFacts.isWindowController,
          segues: segues.sorted {
            ByteOrder.precedes($0.identifier, $1.identifier)
          },
          segueActions: classFacts.segueActions.values.sorted {
            ByteOrder.precedes($0.method.selector, $1.method.selector)
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
