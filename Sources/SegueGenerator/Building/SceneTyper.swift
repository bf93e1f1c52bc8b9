import StoryboardKit

/// Finds the class a scene's controller has, as `StoryboardScene` types it: its custom class
/// when code can name it, else the framework class of its element, module-qualified when
/// rendered; and what the documentation comment says about it.
struct SceneTyper: Sendable {
  let graph: StoryboardGraph
  let namer: ClassNamer
  let framework: UIFramework

  /// A scene's type and its documentation.
  struct Typed: Sendable, Hashable {
    var type: TypeName
    var isWindowController: Bool
    /// Already safe to put in a comment.
    var summary: String
    /// Why the scene's class is not named, with `--sources`.
    var warning: Diagnostic? = nil
    /// The class of another framework it is typed as where that framework can be imported.
    var importedType: FrameworkClass? = nil
  }

  /// Whether code can instantiate `node` as a scene: not a storyboard reference, the
  /// application scene or a custom object.
  func isScene(_ node: NodeID) -> Bool {
    let controller = graph[node]
    return controller.reference == nil && controller.kind != .application
      && controller.element != "customObject"
  }

  /// The type of the scene at `node`, which is not a storyboard reference.
  func type(of node: NodeID) -> Typed {
    let controller = graph[node]
    let document = graph[graph.document(of: node)]
    let isWindow = framework == .appKit && controller.kind == .window
    let element = framework.sceneClass(of: controller, on: document.platform)
    if let reference = controller.classReference {
      let path = document.path
      if let hidden = namer.hidden(
        reference, of: "controller", fallback: element.type, inStoryboardAt: path)
      {
        var typed = Typed(
          type: element.type, isWindowController: isWindow,
          summary: "`\(element.type.name)`, as \(hidden.note)")
        typed.warning = hidden.warning.map { warning in
          Diagnostic(
            path: path, location: controller.location, severity: .warning, message: warning)
        }
        return typed
      }
      if let type = namer.type(of: reference, inStoryboardAt: path) {
        return Typed(type: type, isWindowController: isWindow, summary: "`\(type.name)`")
      }
      let why =
        reference.mangling == .undecodable
        ? "is a mangled name that cannot be decoded" : "is not a Swift identifier"
      return Typed(
        type: element.type, isWindowController: isWindow,
        summary:
          "`\(element.type.name)`, as its custom class \(literal: reference.customClass) \(why)")
    }
    if let imported = framework.importedClass(of: controller, on: document.platform) {
      return Typed(
        type: element.type, isWindowController: isWindow,
        summary:
          "`\(imported.name)` where \(imported.module) can be imported, else `\(element.type.name)`",
        importedType: imported)
    }
    let summary = "`\(element.type.name)`" + (element.note.map { ", " + $0 } ?? "")
    return Typed(type: element.type, isWindowController: isWindow, summary: summary)
  }

  /// The type of the initial scene of `document`, whose initial controller is `node`: through
  /// a storyboard reference when `node` is one, since UIKit follows it.
  func initialType(of node: NodeID, in document: DocumentID) -> Typed {
    guard let reference = graph[node].reference else { return type(of: node) }
    let base = framework.viewControllerClass
    func untyped(_ why: String) -> Typed {
      Typed(
        type: base, isWindowController: false,
        summary: "`\(base.name)`, as its storyboard reference leads " + why)
    }
    if let bundle = reference.bundleIdentifier {
      return untyped("into the bundle \(literal: bundle), whose classes this code cannot see")
    }
    let name = SwiftStringLiteral.quoted(reference.storyboardName ?? graph[document].name)
    switch graph.resolve(node) {
    case .scene(let scene):
      var typed = type(of: scene)
      let other = graph.document(of: scene)
      if other != document {
        typed.summary += " in \(comment: graph[other].name).storyboard"
      }
      typed.summary += ", through a storyboard reference"
      return typed
    case .external:
      return untyped("to storyboard \(name), which is not among the inputs")
    default:
      return untyped("to storyboard \(name), which has no scene it names")
    }
  }
}
