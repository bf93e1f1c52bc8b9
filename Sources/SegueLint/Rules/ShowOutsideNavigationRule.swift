import StoryboardKit

/// A show or push segue whose source is inside a navigation controller on no path.
struct ShowOutsideNavigationRule: LintRule {
  let identifier = "show-outside-navigation"
  let name = "Show outside a navigation controller"
  let defaultSeverity = Severity.warning
  let rationale = """
    `show` (and the deprecated `push`) pushes only when an ancestor of the source handles it: \
    a navigation controller (or a split view). Otherwise UIKit presents the destination \
    modally, with no back button. The rule follows every path from the entry points: a \
    controller is inside a navigation stack when it is a navigation controller's root, is \
    pushed from one that is, or is embedded in or a tab of one that is. It warns only when no \
    path puts the source in a stack. To stay precise it does not warn when a path is unknown: \
    a controller with a storyboard identifier may be pushed from code, and custom segues and \
    showDetail can put their destination anywhere. The initial controller of a storyboard whose \
    name starts with `Main` is taken as the window's root; that of another storyboard is \
    reached however the storyboard references among the inputs reach it, and in an unknown \
    context when none does (lint all of an app's storyboards together). A source only ever \
    shown as a popover is left to `push-from-popover`.
    """

  func check(_ context: LintContext) -> [Diagnostic] {
    ShowSegueSources.items(context).compactMap { item in
      let contexts = item.contexts
      guard !contexts.isEmpty, contexts.isDisjoint(with: [.stack, .unknown]),
        contexts != .popover
      else { return nil }
      let parts = ShowSegueSources.describe(item, context)
      return finding(
        "\(parts.source) is inside no navigation controller on any path that reaches it, so "
          + "this \(parts.kind) segue to \(parts.destination) presents modally; embed the "
          + "source in a navigation controller, or use a presentation segue.",
        path: parts.path, at: parts.at)
    }
  }
}
