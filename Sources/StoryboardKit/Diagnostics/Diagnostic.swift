/// A finding about a storyboard, located in its file. Diagnostics are values; only the
/// command-line layer prints them, as `path:line:col: severity: message [rule-id]`.
public struct Diagnostic: Sendable, Hashable, Comparable {
  public var path: String
  public var location: TextLocation
  public var severity: Severity
  /// A full sentence.
  public var message: String
  /// The lint rule that found it; nil for parse errors and other tool errors.
  public var ruleID: String?

  public init(
    path: String, location: TextLocation, severity: Severity, message: String,
    ruleID: String? = nil
  ) {
    self.path = path
    self.location = location
    self.severity = severity
    self.message = message
    self.ruleID = ruleID
  }

  /// Orders by path, then location, then rule, then message, so output is deterministic.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.path, lhs.location.line, lhs.location.column, lhs.ruleID ?? "", lhs.message)
      < (rhs.path, rhs.location.line, rhs.location.column, rhs.ruleID ?? "", rhs.message)
  }

  /// The form Xcode shows inline: `path:line:col: severity: message [rule-id]`.
  public var xcodeDescription: String {
    let rule = ruleID.map { " [\($0)]" } ?? ""
    return "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)\(rule)"
  }
}
