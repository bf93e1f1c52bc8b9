/// The bundle code loads a storyboard from, as the `bundle:` argument of
/// `UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)` or `storyboardWithName:bundle:`
/// spells it: only a storyboard of the app's own bundle is one the linted storyboards must hold.
package enum StoryboardBundle: Sendable, Hashable {
  /// `nil`, `.main`, `Bundle.main`, `[NSBundle mainBundle]`: the app's main bundle.
  case main
  /// `Bundle(for: X.self)`, `[NSBundle bundleForClass:[X class]]`, or `self`'s class
  /// (`type(of: self)`, `Self.self`, `[self class]`) resolved to the enclosing class: the
  /// bundle of the binary that declares X, the app's own only when the app's module does.
  case ofClass(String)
  /// Any other expression (a pod's resource bundle, `Bundle(identifier:)`, a variable): a
  /// bundle SegueKit cannot tell, whose storyboards it does not see.
  case other
}
