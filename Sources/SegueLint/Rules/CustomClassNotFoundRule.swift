import SourceIndex
import StoryboardKit

/// A controller's or segue's custom class, meant to be in the scanned code, that no scanned
/// source declares, or that they declare in another module than the storyboard names.
struct CustomClassNotFoundRule: LintRule {
  let identifier = "custom-class-not-found"
  let name = "Custom class not found"
  let defaultSeverity = Severity.warning
  let needsSources = true
  var rationale: String {
    """
    A scene or segue whose custom class does not exist is loaded as the plain UIKit class: \
    outlets fail with "this class is not key value coding-compliant", and the controller's code \
    never runs; at run time UIKit only logs "Unknown class". A storyboard looks for a class in \
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
      let fallback = FrameworkClass.name(
        of: controller.kind, on: graph[graph.document(of: node)].platform)
      if let message = problem(
        controller.classReference, of: "controller", fallback: fallback, path: path,
        lookup: lookup)
      {
        findings.append(finding(message, path: path, at: controller.location))
      }
    }
    for edge in graph.edges {
      let segue = graph[edge]
      let path = context.path(of: edge)
      let fallback = context.isUIKit(edge) ? "UIStoryboardSegue" : "NSStoryboardSegue"
      if let message = problem(
        segue.classReference, of: "segue", fallback: fallback, path: path, lookup: lookup)
      {
        findings.append(finding(message, path: path, at: segue.location))
      }
    }
    return findings
  }

  /// What is wrong with the class, as a message; nil when the sources declare it where the
  /// storyboard looks, or when it is not theirs to declare. The sources record classes by
  /// their own name, so a nested class is looked for by its innermost name.
  private func problem(
    _ reference: ClassReference?, of element: String, fallback: String, path: String,
    lookup: ClassLookup
  ) -> String? {
    guard let reference, reference.mangling != .undecodable else { return nil }
    let name = LintContext.innermostName(reference)
    let declared = lookup.declaringModules(of: name, forStoryboardAt: path)
    let missing = "No source declares '\(name)', the custom class of this \(element)."
    let expected: SourceModule
    switch lookup.expectation(for: reference, inStoryboardAt: path) {
    case .outsideSources:
      return nil
    case .anyModule:
      return declared.isEmpty && !SystemClassPrefixes.matches(name) ? missing : nil
    case .module(let module):
      expected = module
    }
    if declared.isEmpty {
      return expected == .app && SystemClassPrefixes.matches(name) ? nil : missing
    }
    guard !declared.contains(expected) else { return nil }
    let found = declared.sorted().map { lookup.describe($0, forStoryboardAt: path) }
      .joined(separator: " and ")
    let why =
      reference.isInCurrentTarget
      ? "the storyboard's target, customModuleProvider=\"target\""
      : reference.mangling == .decoded ? "the module of its mangled name" : "its customModule"
    return "'\(name)', the custom class of this \(element), is declared in \(found), not in "
      + "\(lookup.describe(expected, forStoryboardAt: path)) (\(why)): UIKit will not find it at run time and uses a "
      + "plain \(fallback)."
  }
}
