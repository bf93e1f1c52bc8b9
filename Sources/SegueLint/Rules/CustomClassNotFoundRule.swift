import SourceIndex
import StoryboardKit

/// A custom class a storyboard names (a controller's, a segue's, a view's, a cell's, an
/// object's), meant to be in the scanned code, that no scanned source declares, or that they
/// declare in another module than the storyboard names.
struct CustomClassNotFoundRule: LintRule {
  let identifier = "custom-class-not-found"
  let name = "Custom class not found"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    A scene, segue, view, cell or object whose custom class does not exist is loaded as the \
    plain UIKit class: outlets fail with "this class is not key value coding-compliant", and \
    the class's code never runs; at run time UIKit only logs "Unknown class". A storyboard looks for a class in \
    a module: `customModuleProvider="target"` means the module of the target that builds the \
    storyboard, else an explicit `customModule` or a mangled name (`_TtC5MyApp…`) the module \
    it names, and no module at all any module (Objective-C and `@objc(Name)` classes). \
    A source file's module is the Swift package target whose `Sources/<Target>/` folder holds \
    it (beside a `Package.swift`), or the module its folder is mapped to with \
    `--sources NAME=DIR`, else the app's module; a storyboard's module is found the same way. \
    The app's module is named with `--module`; without it, for each storyboard, by the one \
    `customModule` Interface Builder wrote for its `customModuleProvider="target"` classes \
    (its target's name), else by the one such name all the app's storyboards agree on. The rule reports a class no source declares, and a class declared only in \
    another module than the one the storyboard looks in ("declared in module CoreUI, not in \
    the app's module"). Classes of modules the sources do not cover, such as SegueKit's \
    `PushDetailSegue` or a framework's, are not checked, nor classes without a module that \
    are named like a system class (`UI…`, `NS…`, `WK…`, `AV…` and other Apple prefixes). \
    \(SourcesLimitation.text)
    """
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let sources = context.sources else { return [] }
    let graph = context.graph
    let lookup = ClassLookup(sources: sources, documents: context.documents)
    var findings: [Diagnostic] = []
    for node in graph.nodes where graph[node].reference == nil {
      let controller = graph[node]
      let path = context.path(of: node)
      let fallback = FrameworkClass.messageName(
        of: controller, on: graph[graph.document(of: node)].platform)
      if let reference = controller.classReference,
        let message = lookup.problem(
          reference, of: "controller", fallback: fallback, inStoryboardAt: path)
      {
        findings.append(finding(message, path: path, at: controller.location))
      }
    }
    for document in context.documents {
      for object in document.scenes.flatMap(\.customObjects) {
        if let reference = object.classReference,
          let message = lookup.problem(
            reference, of: object.element,
            fallback: Self.frameworkClass(of: object.element, on: document.platform),
            inStoryboardAt: document.path)
        {
          findings.append(finding(message, path: document.path, at: object.location))
        }
      }
    }
    for edge in graph.edges {
      let segue = graph[edge]
      let path = context.path(of: edge)
      let fallback = context.isUIKit(edge) ? "UIStoryboardSegue" : "NSStoryboardSegue"
      if let reference = segue.classReference,
        let message = lookup.problem(
          reference, of: "segue", fallback: fallback, inStoryboardAt: path)
      {
        findings.append(finding(message, path: path, at: segue.location))
      }
    }
    return findings
  }

  /// The class UIKit or AppKit makes of an element without its custom class: `tableViewCell`
  /// is a `UITableViewCell`, an AppKit `customView` an `NSView`.
  static func frameworkClass(of element: String, on platform: Platform) -> String {
    let prefix = platform == .macOS ? "NS" : "UI"
    switch element {
    case "customObject", "placeholder": return "NSObject"
    case "customView": return prefix + "View"
    default: return prefix + element.prefix(1).uppercased() + element.dropFirst()
    }
  }
}
