/// The sources of a library the app links and builds beside it, such as a framework target of
/// the same Xcode project: its files, in its own module, read as the compiler reads them for
/// that library.
package struct SourceDependency: Sendable, Hashable {
  /// The library's module, such as `Kit`.
  package var module: String
  /// Its Swift and Objective-C files.
  package var files: [String]
  /// What the compiler knows when it reads them: the library's own platform and conditions.
  package var conditions: CompilationConditions
  /// Whether what its code does with storyboard names (literals, openings) concerns the app's
  /// storyboards: true for a library that holds no storyboard of its own, such as a static
  /// library holding the app's controllers, since what it opens can only be the app's.
  package var opensAppStoryboards: Bool
  /// Whether it is a pod of the workspace's Pods project: a storyboard it opens by a computed
  /// name or identifier is one the app gives it (in code, or in a storyboard's runtime
  /// attributes, as ECSlidingViewController's `topViewControllerStoryboardId`), not one it
  /// chooses, so its openings say nothing of which scenes a target loads.
  package var isPod: Bool

  package init(
    module: String, files: [String], conditions: CompilationConditions,
    opensAppStoryboards: Bool = false, isPod: Bool = false
  ) {
    self.module = module
    self.files = files
    self.conditions = conditions
    self.opensAppStoryboards = opensAppStoryboards
    self.isPod = isPod
  }
}
