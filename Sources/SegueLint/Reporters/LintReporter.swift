import StoryboardKit

/// Turns findings into the text of one output format.
package protocol LintReporter: Sendable {
  /// The `--reporter` value that selects it.
  var identifier: String { get }
  /// The whole output for `findings`, which are sorted.
  func render(_ findings: [Diagnostic]) -> String
}

/// The `--reporter` values.
package enum ReporterKind: String, Sendable, CaseIterable {
  case xcode
  case json
  case sarif
  case github

  /// The reporter this value selects.
  package var reporter: any LintReporter {
    switch self {
    case .xcode: XcodeReporter()
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    }
  }
}
