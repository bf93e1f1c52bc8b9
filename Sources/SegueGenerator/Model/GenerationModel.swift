import StoryboardKit

/// What a run generates, before it is rendered: the classes, the storyboards' scenes, and what
/// the builder found on the way.
struct GenerationModel: Sendable, Hashable {
  /// Sorted by framework, then name, then module.
  var classes: [GeneratedClass]
  /// The storyboards with scenes, sorted by framework, then enum name.
  var storyboards: [GeneratedStoryboard] = []
  /// Located warnings, such as one identifier leading to different classes; sorted.
  var warnings: [Diagnostic]
  var skipped: SkipSummary
  /// How many controller classes the sources declare only in Objective-C, when they declare
  /// none in Swift; zero otherwise.
  var objectiveCOnlyClasses = 0
  /// How the code names SegueKit's types: qualified where the app declares its own.
  var qualifiedSupport = SupportSpelling()
  /// A source file that declares `StoryboardScene` already, so that no scenes are generated.
  var existingScenes: String? = nil
  /// A source file that declares the app's own `StoryboardScene` (SwiftGen's), which the
  /// scenes extend with the storyboards it lacks.
  var extendedScenes: String? = nil
  /// The names of the storyboards the app's own `StoryboardScene` declares already, whose
  /// scenes are left to it; sorted.
  var storyboardsOfTheApp: [String] = []
  /// The names of the storyboards whose enum, added to the app's own `StoryboardScene`, would
  /// hide a module its code names: not generated; sorted.
  var storyboardsNamedAsModules: [String] = []
}
