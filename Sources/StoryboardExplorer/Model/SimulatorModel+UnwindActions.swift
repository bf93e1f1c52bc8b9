import SourceIndex
import StoryboardKit

extension SimulatorModel {
  /// The unwind actions a class implements: with sources, those it or a superclass declares,
  /// or an extension of the platform's view controller class (`extension UIViewController`,
  /// which every controller inherits); a controller without a custom class is its framework
  /// class. Without sources, all of them for any custom class (a UIKit class implements none).
  package static func unwindActions(
    of custom: String?, framework: String, on platform: Platform, among actions: Set<String>,
    sources: SourceIndex?
  ) -> Set<String> {
    guard let sources else { return custom == nil ? [] : actions }
    let className = custom ?? framework
    // Swift names a nested class `Inner`; the storyboard may spell it `Outer.Inner`.
    let simple = className.split(separator: ".").last.map(String.init) ?? className
    let inherited = sources.unwindActions[
      platform.isAppKit ? "NSViewController" : "UIViewController"]
    return actions.filter {
      sources.implementsUnwindAction($0, className: className)
        || sources.implementsUnwindAction($0, className: simple) || inherited?.contains($0) == true
    }
  }
}
