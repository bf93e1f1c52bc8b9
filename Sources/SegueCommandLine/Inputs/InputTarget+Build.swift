import ProjectModel
import SegueGenerator
import SourceIndex

extension InputTarget {
  /// What the compilers know when they read a project target's sources: its platform, its
  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (Swift) and its `GCC_PREPROCESSOR_DEFINITIONS`
  /// (Objective-C); no platform for a target of unknown platform.
  static func compilationConditions(of target: Target) -> CompilationConditions {
    CompilationConditions(
      osName: target.platform?.rawValue, swiftConditions: target.conditions,
      preprocessorDefinitions: target.preprocessorDefinitions)
  }

  /// Where a project target's storyboards are compiled into, which `StoryboardScene` loads them
  /// from: an app's (or extension's) main bundle, a framework's own bundle; nil for another
  /// kind (the generator's default).
  static func sceneBundle(of target: Target) -> SceneBundle? {
    switch target.kind {
    case .app, .appExtension: .main
    case .framework: .ofFramework
    case .other: nil
    }
  }
}
