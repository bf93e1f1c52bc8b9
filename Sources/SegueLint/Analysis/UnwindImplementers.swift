import SourceIndex
import StoryboardKit

/// What the sources say of which controllers implement an unwind action, for the static
/// reading: a class implements it when it or a superclass the sources show declares it, and
/// does not when the sources show its superclasses up to an Apple framework class. Anything
/// else (a class no source declares, a superclass from a framework or package outside the
/// sources) is unknown.
struct UnwindImplementers: Sendable {
  /// Whether a controller implements an action.
  enum Answer: Sendable, Hashable {
    case implements, doesNot, unknown
  }

  private let graph: StoryboardGraph
  private let sources: SourceIndex
  private let hierarchy: ClassHierarchy
  /// The scenes' custom classes and their superclasses, innermost names.
  private let sceneClasses: Set<String>

  init(graph: StoryboardGraph, sources: SourceIndex) {
    self.graph = graph
    self.sources = sources
    let hierarchy = sources.hierarchy
    self.hierarchy = hierarchy
    var classes: Set<String> = []
    for node in graph.nodes {
      guard let reference = graph[node].classReference else { continue }
      classes.formUnion(hierarchy.chain(from: LintContext.innermostName(reference)))
    }
    sceneClasses = classes
  }

  /// Whether the controller of `node` implements `action`. A controller without a custom
  /// class is UIKit's, which implements an app's action only through an extension of its
  /// class or of `UIViewController`, as does every class that descends from UIKit's.
  func answer(for node: NodeID, action: String) -> Answer {
    guard let reference = graph[node].classReference else {
      let platform = graph[graph.document(of: node)].platform
      let name = FrameworkClass.messageName(of: graph[node], on: platform)
      return extendsAppleClass(name, with: action) ? .implements : .doesNot
    }
    let simple = LintContext.innermostName(reference)
    if sources.implementsUnwindAction(action, className: reference.name)
      || sources.implementsUnwindAction(action, className: simple)
    {
      return .implements
    }
    guard let root = hierarchy.chain(from: simple).last, !hierarchy.isDeclared(root),
      Self.isAppleClass(root)
    else { return .unknown }
    return extendsAppleClass(root, with: action) ? .implements : .doesNot
  }

  /// Whether an extension of the Apple class `name`, or of `UIViewController`, declares
  /// `action`.
  private func extendsAppleClass(_ name: String, with action: String) -> Bool {
    [name, "UIViewController"].contains { sources.unwindActions[$0]?.contains(action) == true }
  }

  /// Whether a class that is no scene's, nor a superclass of one, implements `action`: code
  /// may create such a controller anywhere, and the storyboards cannot say where.
  func isImplementedOutsideScenes(_ action: String) -> Bool {
    sources.classes.contains {
      !sceneClasses.contains($0) && sources.implementsUnwindAction(action, className: $0)
    }
  }

  /// Whether `name` is a public class of Apple's SDKs, such as `UIViewController` and
  /// `AVPlayerViewController`.
  static func isAppleClass(_ name: String) -> Bool {
    AppleClasses.contains(name)
  }
}
