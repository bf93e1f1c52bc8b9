import ProjectModel
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

  /// Whether the classes of a target that another links are the other's to name: a framework
  /// or a library (static or dynamic). Apps and extensions an app embeds are not linked.
  static func isLinked(_ target: Target) -> Bool {
    switch target.kind {
    case .framework: true
    case .other(let type): type.hasPrefix("com.apple.product-type.library.")
    case .app, .appExtension: false
    }
  }
}
