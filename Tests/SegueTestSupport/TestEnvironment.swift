import Foundation

/// Whether tests that need a tool or an input from outside the repository run. Outside CI a
/// missing tool is a visible skip (`.enabled(if:)` with its reason); in CI (`CI=true`) the test
/// runs anyway and fails on what is missing, since a skip there would prove nothing.
package enum TestEnvironment {
  /// Whether the tests run in CI.
  package static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// For `.enabled(if:)`: true when what the test needs is `available`, and always in CI.
  package static func runs(needing available: Bool) -> Bool {
    available || isCI
  }

  /// The executable `name` on `PATH`, nil when there is none.
  package static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
