import StoryboardKit

/// What a run generates, before it is rendered: the classes, and what the builder found on
/// the way.
struct GenerationModel: Sendable, Hashable {
  /// Sorted by framework, then name, then module.
  var classes: [GeneratedClass]
  /// Located warnings, such as one identifier leading to different classes; sorted.
  var warnings: [Diagnostic]
  var skipped: SkipSummary
}
