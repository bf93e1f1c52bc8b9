import StoryboardKit

extension LintContext {
  /// How findings name a controller: its display name in quotes.
  func name(of controller: Controller) -> String {
    "'\(controller.displayName)'"
  }

  /// How findings name where `segue` leads.
  func destinationName(of segue: Segue, in document: StoryboardDocument) -> String {
    switch catalog.destination(of: segue, in: document) {
    case .controller(let reference):
      return catalog.controller(reference).map(name(of:)) ?? "'\(reference.controllerID)'"
    case .exit: return "the exit"
    case .external(let reference), .unresolved(let reference):
      return
        "'\(reference.referencedIdentifier ?? "initial")' in \(reference.storyboardName ?? document.name).storyboard"
    case .missing: return "'\(segue.destination ?? "")'"
    }
  }

  /// Whether the platform's segue semantics are UIKit's (iOS and tvOS).
  func isUIKit(_ document: StoryboardDocument) -> Bool {
    document.platform == .iOS || document.platform == .tvOS
  }
}
