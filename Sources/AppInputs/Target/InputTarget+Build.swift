import ProjectModel
import SourceIndex

extension InputTarget {
  /// What the compilers know when they read a project target's sources: its platform, its
  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (Swift) and its `GCC_PREPROCESSOR_DEFINITIONS`
  /// (Objective-C) and the version of its Swift; no platform for a target of unknown platform.
  static func compilationConditions(of target: Target) -> CompilationConditions {
    var conditions = CompilationConditions(
      osName: target.platform?.rawValue, swiftConditions: target.conditions,
      preprocessorDefinitions: target.preprocessorDefinitions)
    conditions.swiftLanguageVersion = target.swiftLanguageVersion
    // TeleMed's shared side menu performs Med2Med's segues under `#if MED2MED`, a macro only
    // that target's settings define: in its other app the branch is not compiled.
    conditions.settingsOnlyMacros.formUnion(target.otherTargetsMacros)
    return conditions
  }
}
