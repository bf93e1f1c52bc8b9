import SourceIndex
import StoryboardKit

/// How the generated code names SegueKit's types (`SegueHandler`, `SceneType`,
/// `InitialSceneType`): unqualified, unless the app declares a module-level type of the same
/// name, which would win over the imported one; then `SegueKit.SceneType`.
struct SupportSpelling: Sendable, Hashable {
  /// The names the app declares at module scope, among SegueKit's.
  var qualified: Set<String> = []

  /// The SegueKit names `moduleScopeNames` would hide.
  static func qualifying(_ moduleScopeNames: Set<String>) -> SupportSpelling {
    SupportSpelling(
      qualified: moduleScopeNames.intersection(["SegueHandler", "SceneType", "InitialSceneType"]))
  }

  /// SegueKit's `name`, spelled so that the app's declarations do not hide it.
  func spell(_ name: String) -> String {
    qualified.contains(name) ? "SegueKit." + name : name
  }

  /// A warning for each name spelled qualified, which the app's code may mean to change.
  var warnings: [Diagnostic] {
    qualified.sorted().map { name in
      Diagnostic(
        severity: .warning,
        message: "The app declares \(name) at module scope, so the generated code names "
          + "SegueKit's as SegueKit.\(name).",
        ruleID: "generated-name-shadows")
    }
  }
}
