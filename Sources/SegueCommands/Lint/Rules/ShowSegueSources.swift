import StoryboardKit

/// The `show` and `push` segues of UIKit storyboards, with the contexts their source can be
/// reached in: what both rules about `show` look at.
enum ShowSegueSources {
  struct Item {
    var document: StoryboardDocument
    var source: Controller
    var segue: Segue
    var contexts: NavigationContext
  }

  static func items(_ context: LintContext) -> [Item] {
    var items: [Item] = []
    for document in context.documents where context.isUIKit(document) {
      for scene in document.scenes {
        // A navigation or split controller handles its own show.
        guard let source = scene.controller, source.kind != .navigation, source.kind != .split
        else { continue }
        let reference = ControllerReference(path: document.path, controllerID: source.id)
        let contexts = context.navigation.contexts(of: reference)
        for segue in scene.segues where segue.kind == .show || segue.kind == .push {
          items.append(Item(document: document, source: source, segue: segue, contexts: contexts))
        }
      }
    }
    return items
  }
}
