import Foundation
import SegueLint

/// Finds and reads the lint configuration for `segue lint` and `segue graph`: the file given
/// with `--config`, else `.segue-lint.json` in the working directory when it exists, else the
/// defaults.
enum LintConfigurationFile {
  /// The configuration; a usage error when `--config` names no file, the file's error when it
  /// is malformed.
  static func load(given: String?, console: Console) throws(CommandFailure) -> LintConfiguration {
    let path: String
    if let given {
      guard FileManager.default.fileExists(atPath: given) else {
        throw CommandFailure(UsageError("No configuration file exists at '\(given)'."))
      }
      path = given
    } else {
      let conventional = console.workingDirectory + "/" + LintConfiguration.conventionalName
      guard FileManager.default.fileExists(atPath: conventional) else {
        return LintConfiguration()
      }
      path = conventional
    }
    do {
      return try ConfigurationLoader.load(path: path)
    } catch {
      throw CommandFailure(error)
    }
  }
}
