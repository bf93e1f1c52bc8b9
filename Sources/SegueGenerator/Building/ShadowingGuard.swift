import SourceIndex
import StoryboardKit

/// The stage that keeps generated names from hiding the app's. A controller's extension
/// declares `SegueIdentifier`, `TypedSegue` and `typedSegue(for:)` as members, which inside
/// the class's body win over a module-level type of the same name; so where the class's code
/// names such a type unqualified (or declares such a member itself), the generated one adopts
/// the app's type or takes another name, and a warning says which.
struct ShadowingGuard: Sendable {
  let sources: SourceIndex
  /// The module the code is compiled into, which spells the app's enum from inside the class.
  let module: String?
  /// With `--standalone`, the name of the file's own destination function, which every class
  /// calls (``SupportSpelling/standaloneDestination(avoiding:)``); nil calls SegueKit's.
  var standaloneDestination: String? = nil

  /// The spellings tried, in order, for a renamed `TypedSegue` and `typedSegue(for:)`.
  static let typedSegueNames = [
    "StoryboardTypedSegue", "TypedStoryboardSegue", "GeneratedTypedSegue",
  ]
  static let typedSegueFunctions = ["typedStoryboardSegue", "generatedTypedSegue"]

  func guardNames(_ classes: [GeneratedClass]) -> (
    classes: [GeneratedClass], warnings: [Diagnostic]
  ) {
    var warnings: [Diagnostic] = []
    let guarded = classes.map { generated -> GeneratedClass in
      var generated = generated
      if let standaloneDestination { generated.destinationFunction = standaloneDestination }
      guard generated.type.module == nil, generated.inheritedConformance == nil else {
        return generated
      }
      let name = generated.type.name
      let uses = sources.unqualifiedNames[name] ?? []
      let members = sources.declaredMemberNames[name] ?? []
      if generated.adoption == nil, uses.contains("SegueIdentifier") {
        // A file's own private enum wins there over the module's, and no other file sees it.
        let filePrivate = (sources.segueIdentifierUsePaths[name] ?? []).sorted()
          .compactMap { sources.filePrivateSegueIdentifiers[$0] }.first
        if let filePrivate {
          warnings.append(hideFilePrivateEnum(filePrivate, from: &generated))
        } else if sources.moduleWideNames.contains("SegueIdentifier") {
          warnings.append(adoptModuleEnum(&generated))
        }
      }
      if uses.contains("TypedSegue") && sources.moduleScopeNames.contains("TypedSegue")
        || members.contains("TypedSegue"),
        let free = Self.typedSegueNames.first(where: isFree)
      {
        generated.typedSegueName = free
        warnings.append(renamed("TypedSegue", to: free, in: name, declared: members))
      }
      if members.contains("typedSegue"), let free = Self.typedSegueFunctions.first(where: isFree) {
        generated.typedSegueFunction = free
        warnings.append(
          renamed(
            "typedSegue(for:)", bare: "typedSegue", to: free + "(for:)", in: name,
            declared: members))
      }
      if generated.declaresTypedSegues, let hiding = destinationHider(of: name) {
        warnings.append(unhideDestination(&generated, hiddenBy: hiding))
      }
      return generated
    }
    return (guarded, warnings)
  }

  /// Whether no type, module-level name or member of the sources is spelled `name`.
  private func isFree(_ name: String) -> Bool {
    sources.swiftTypes[name] == nil && !sources.moduleScopeNames.contains(name)
      && !sources.selectorPieces.contains(name)
  }

  /// Adopts the app's module-level `SegueIdentifier` for `generated` when it has a case for each
  /// of the class's identifiers, else writes nothing for the class; the warning says which.
  private func adoptModuleEnum(_ generated: inout GeneratedClass) -> Diagnostic {
    let name = generated.type.name
    let enumeration = sources.moduleSegueIdentifier
    let cases = Dictionary(
      (enumeration?.cases ?? []).map { ($0.rawValue, $0.name) },
      uniquingKeysWith: { first, _ in first })
    let missing = generated.segues.map(\.identifier).filter { cases[$0] == nil }
    let reason: String? =
      if enumeration == nil {
        "it is not an enum the scan can read"
      } else if enumeration?.isReadable != true {
        "its cases could not be read as String raw values"
      } else if !missing.isEmpty {
        "it has no case for "
          + missing.map { "'\($0)'" }.joined(separator: ", ")
      } else if generated.isPublic {
        "\(name) is public, and the scan does not know whether the enum is"
      } else if module == nil { "the module's name is unknown (pass --module)" } else { nil }
    let place = enumeration.map { ($0.path, $0.location) }
    guard let module, reason == nil else {
      generated.adoption = .wouldShadow
      return warning(
        at: place,
        "\(name) names the app's module-level SegueIdentifier unqualified, which a generated "
          + "SegueHandler conformance would hide inside the class, and it cannot be adopted: "
          + "\(reason ?? ""); no segue code is written for \(name).")
    }
    generated.adoption = .moduleEnum(
      module: module, hasOtherCases: cases.count > Set(generated.segues.map(\.identifier)).count)
    generated.segues = generated.segues.map { segue in
      var segue = segue
      segue.caseName = cases[segue.identifier] ?? segue.caseName
      return segue
    }
    return warning(
      at: place,
      "\(name) names the app's module-level SegueIdentifier unqualified: its SegueHandler "
        + "conformance adopts it (`typealias SegueIdentifier = \(module).SegueIdentifier`) "
        + "instead of declaring an enum that would hide it.")
  }

  /// Writes nothing for `generated`, whose code names `enumeration`, private to its file: a
  /// generated enum would hide it inside the class, and the generated file cannot spell it to
  /// adopt it.
  private func hideFilePrivateEnum(
    _ enumeration: HandWrittenSegueIdentifier, from generated: inout GeneratedClass
  ) -> Diagnostic {
    let name = generated.type.name
    generated.adoption = .wouldShadow
    return warning(
      at: (enumeration.path, enumeration.location),
      "\(name) names the SegueIdentifier private to its file unqualified, which a generated "
        + "SegueHandler conformance would hide inside the class and the generated file cannot "
        + "see; no segue code is written for \(name).")
  }

  /// `old` (`typedSegue(for:)` spelled `bare` in the sources) is written `new`.
  private func renamed(
    _ old: String, bare: String? = nil, to new: String, in name: String, declared: Set<String>
  ) -> Diagnostic {
    let bare = bare ?? old
    let why =
      declared.contains(bare)
      ? "\(name) declares a member named \(bare) itself"
      : "\(name) names the app's module-level \(bare) unqualified, which it would hide"
    return warning(at: nil, "\(why), so the generated \(old) of \(name) is named \(new).")
  }

  private func warning(at place: (String, TextLocation)?, _ message: String) -> Diagnostic {
    Diagnostic(
      path: place?.0, location: place?.1, severity: .warning, message: message,
      errorID: "generated-name-shadows")
  }
}
