/// A custom class that generated code does not name, because the sources (`--sources`) show
/// that Swift cannot see it where the storyboard looks for it.
struct HiddenClass: Sendable, Hashable {
  /// The warning, in lint's words where lint reports the same; nil for a class of an app
  /// whose controllers are all Objective-C, which the summary reports once instead.
  var warning: String?
  /// Why the code uses the framework class instead, for a documentation comment (already
  /// safe in one).
  var note: String
  /// Whether the class is declared, only in Objective-C that Swift cannot see.
  var isObjectiveCOnly: Bool
}
