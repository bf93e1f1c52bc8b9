import StoryboardKit

/// `path:line:col: warning|error: message [rule-id]`, one finding a line: the form Xcode shows
/// inline in the editor when printed by a build phase.
public struct XcodeReporter: LintReporter {
  public let identifier = "xcode"

  public init() {}

  public func render(_ findings: [Diagnostic]) -> String {
    findings.map { $0.xcodeDescription + "\n" }.joined()
  }
}
