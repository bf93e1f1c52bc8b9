import Foundation

/// The reference data beside the clone: `../shared` (the corpus, the apps, the projects, the SDK).
/// CI runs with it; a clone without it still passes, with every test that reads it skipped.
package enum SharedData {
  /// `../shared`, beside the package root.
  package static let folder = TestPaths.packageRoot.deletingLastPathComponent()
    .appendingPathComponent("shared", isDirectory: true)

  /// Whether `../shared` is here at all.
  package static var isPresent: Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// The path of `../shared/<relative>`, or of `override` (an environment variable's value,
  /// such as `SEGUE_CORPUS`) when that is set.
  package static func path(_ relative: String, override variable: String? = nil) -> String {
    if let variable, let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty {
      return value
    }
    return folder.appendingPathComponent(relative).path
  }

  /// For `.enabled(if:)` on a test that reads `../shared`: true when what it needs is
  /// `available`; in CI also when `../shared` is here but the part is missing, so that the test
  /// fails instead of skipping. Without `../shared` at all the test is a visible skip, in CI too.
  package static func runs(needing available: Bool) -> Bool {
    available || (TestEnvironment.isCI && isPresent)
  }
}
