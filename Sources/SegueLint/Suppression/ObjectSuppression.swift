import StoryboardKit

/// One finding the configuration turns off: a rule on one storyboard object, named by the
/// object's `id`, which Xcode keeps when it rewrites the file (it drops XML comments, so a
/// storyboard cannot carry its own suppressions).
package struct ObjectSuppression: Sendable, Hashable {
  package var rule: String
  /// The storyboard's file name, or a path ending in it (`Base.lproj/Main.storyboard`).
  package var storyboard: String
  /// The `id` of the segue, controller or object.
  package var object: String

  /// Whether it turns `diagnostic` off.
  package func suppresses(_ diagnostic: Diagnostic) -> Bool {
    guard diagnostic.ruleID == rule, diagnostic.objectID == object, let path = diagnostic.path
    else { return false }
    var name = Substring(storyboard)
    while name.hasPrefix("./") { name = name.dropFirst(2) }
    return path == name || path.hasSuffix("/" + name)
  }
}
