import ProjectModel
import SegueGenerator
import SourceIndex

extension InputTarget {
  /// What the compilers know when they read a project target's sources: its platform, its
  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (Swift) and its `GCC_PREPROCESSOR_DEFINITIONS`
  /// (Objective-C); no platform for a target of unknown platform.
  static func compilationConditions(of target: Target) -> CompilationConditions {
    CompilationConditions(
      platform: target.platform.map(compiledPlatform), activeConditions: Set(target.conditions),
      preprocessorDefinitions: CompilationConditions.definitions(target.preprocessorDefinitions))
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

  /// Whether the classes of a target that another links are the other's to name: a framework
  /// or a library (static or dynamic). Apps and extensions an app embeds are not linked.
  static func isLinked(_ target: Target) -> Bool {
    switch target.kind {
    case .framework: true
    case .other(let type): type.hasPrefix("com.apple.product-type.library.")
    case .app, .appExtension: false
    }
  }

  /// The platform `os(…)` names for a target built for `platform`.
  private static func compiledPlatform(_ platform: BuildPlatform) -> CompiledPlatforms {
    switch platform {
    case .iOS: .iOS
    case .macOS: .macOS
    case .tvOS: .tvOS
    case .watchOS: .watchOS
    case .visionOS: .visionOS
    }
  }
}
