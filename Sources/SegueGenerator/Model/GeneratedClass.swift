/// A controller class that starts identified segues, with the union of its identifiers over
/// every storyboard of the run: one `SegueHandler` extension.
struct GeneratedClass: Sendable, Hashable {
  var framework: UIFramework
  var type: TypeName
  /// The names of the storyboards its scenes are in, sorted.
  var storyboards: [String]
  /// Whether a scene shows it as a window controller (AppKit), for stand-in declarations.
  var isWindowController: Bool
  /// Sorted by identifier.
  var segues: [GeneratedSegue]
  /// The `@IBSegueAction` methods its segues name, with the type each must return; sorted by
  /// selector.
  var segueActions: [SegueActionRequirement]
  /// The superclass whose `SegueHandler` conformance this class inherits and whose enum holds
  /// its segues (`--sources`); only its `@IBSegueAction` check is written for it then.
  var inheritedConformance: TypeName? = nil
  /// The subclasses whose segues this class's enum holds, sorted.
  var subclasses: [TypeName] = []
  /// Whether the sources declare the class `public` or `open`: its `SegueIdentifier`, which
  /// satisfies a public protocol's requirement, must be public too.
  var isPublic = false
  /// What the sources already declare of its `SegueHandler` conformance; nil when nothing.
  var adoption: Adoption? = nil
  /// The name of its typed-segue enum: `TypedSegue`, unless that would hide or redeclare one
  /// of the app's (``ShadowingGuard``).
  var typedSegueName = "TypedSegue"
  /// The name of the function that makes one, likewise.
  var typedSegueFunction = "typedSegue"
  /// How its `typedSegue(for:)` calls the function that types a destination: SegueKit's
  /// `segueDestination`, module-qualified where a member or module-level name of the app would
  /// hide it, or the name of the file's own with `--standalone` (``ShadowingGuard``).
  var destinationFunction = TypedSegueRenderer.destinationFunction

  /// A conformance the app wrote by hand (``HandWrittenAdoption``).
  enum Adoption: Sendable, Hashable {
    /// The hand-written enum has exactly the storyboards' identifiers: only the typed
    /// destinations are written, with its case names.
    case matches
    /// It lacks or adds identifiers (warned about): nothing is written for the class.
    case differs
    /// The conformance or enum could not be read (not String-backed, computed raw values):
    /// nothing is written for the class.
    case unchecked
    /// The class's code names the app's module-level `SegueIdentifier` unqualified, and that
    /// enum has a case for each of its identifiers: the conformance binds it by a type alias
    /// spelled with the module's name (`Module.SegueIdentifier`), and its case names are used.
    /// `hasOtherCases` when the enum has cases for identifiers of other classes too.
    case moduleEnum(module: String, hasOtherCases: Bool)
    /// The class's code names the app's module-level `SegueIdentifier` unqualified, which a
    /// nested enum (or any conformance) would hide, and it cannot be adopted (warned about):
    /// nothing is written for the class.
    case wouldShadow
  }

  /// Whether the generated code declares its `TypedSegue` and `typedSegue(for:)`: not for a
  /// subclass (its superclass's are inherited) or a conformance that differs or would hide the
  /// app's enum.
  var declaresTypedSegues: Bool {
    guard inheritedConformance == nil else { return false }
    switch adoption {
    case nil, .matches, .moduleEnum: return true
    case .differs, .unchecked, .wouldShadow: return false
    }
  }

  /// Whether its code declares the `SegueHandler` conformance (and so calls the protocol's
  /// methods): not for a subclass or a conformance the app wrote.
  var conformsHere: Bool {
    guard inheritedConformance == nil else { return false }
    switch adoption {
    case nil, .moduleEnum: return true
    case .matches, .differs, .unchecked, .wouldShadow: return false
    }
  }

  /// Every type its code names: itself, its segues' destinations and segue classes, and what
  /// its `@IBSegueAction` methods return. The file imports their modules.
  var namedTypes: [TypeName] {
    var types = [type]
    for segue in segues {
      types.append(segue.destination)
      if let segueClass = segue.segueClass { types.append(segueClass) }
    }
    return types + segueActions.map(\.returnType)
  }
}
