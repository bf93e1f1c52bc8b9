import StoryboardKit

/// Turns findings into the text of one output format.
package protocol LintReporter: Sendable {
  /// The `--reporter` value that selects it.
  var identifier: String { get }
  /// The whole output for `findings`, which are sorted, and for `tool`, the tool's own
  /// diagnostics of the run (what it could not read or check), in the order it emitted them:
  /// a script that reads the report learns of them without parsing standard error.
  func render(_ findings: [Diagnostic], tool: [Diagnostic]) -> String
}

extension LintReporter {
  /// The whole output for `findings` alone.
  package func render(_ findings: [Diagnostic]) -> String {
    render(findings, tool: [])
  }
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
