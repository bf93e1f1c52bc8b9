import SourceIndex
import StoryboardKit

extension ShadowingGuard {
  /// What would hide, from the class `name`'s code, the function its generated
  /// `typedSegue(for:)` calls unqualified: a member of the class so named, or of a superclass
  /// of the app, which Swift finds before a free function; or a module-level name of the app,
  /// found before SegueKit's. Nil when nothing does.
  enum DestinationHider: Equatable {
    case member(declaredBy: String)
    case moduleLevel
  }

  func destinationHider(of name: String) -> DestinationHider? {
    let called = TypedSegueRenderer.destinationFunction
    var visited: Set<String> = []
    var current: String? = name
    while let type = current, visited.insert(type).inserted {
      if sources.declaredMemberNames[type]?.contains(called) == true {
        return .member(declaredBy: type)
      }
      current = sources.superclasses[type]
    }
    return sources.moduleScopeNames.contains(called) ? .moduleLevel : nil
  }

  /// Makes `generated` call the destination function by a spelling `hiding` does not hide:
  /// SegueKit's qualified by its module; with `--standalone`, the file's own, which was named
  /// apart already. The warning says which.
  func unhideDestination(_ generated: inout GeneratedClass, hiddenBy hiding: DestinationHider)
    -> Diagnostic
  {
    let called = TypedSegueRenderer.destinationFunction
    let name = generated.type.name
    let spelling: String
    if let standaloneDestination {
      spelling = "the file's own, named \(standaloneDestination)"
    } else {
      generated.destinationFunction = "SegueKit." + called
      spelling = "SegueKit.\(called)"
    }
    let why =
      switch hiding {
      case .member(let owner) where owner == name:
        "\(name) declares a member named \(called) itself"
      case .member(let owner): "\(name) inherits a member named \(called) from \(owner)"
      case .moduleLevel: "The app declares \(called) at module scope"
      }
    return Diagnostic(
      severity: .warning,
      message: "\(why), which would hide the function the generated typedSegue(for:) of "
        + "\(name) calls, so it calls \(spelling).",
      errorID: "generated-name-shadows")
  }
}
