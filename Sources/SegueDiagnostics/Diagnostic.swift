/// The one diagnostic value of every library: a lint finding, a parse error, a generator
/// warning, a tool error. Diagnostics are values; only the command-line layer prints them, as
/// `path:line:col: severity: message [rule-id]` (or `path: …` for a whole file, or just
/// `severity: message` for the tool itself), each note on a line of its own below.
public struct Diagnostic: Sendable, Hashable, Comparable {
  /// The file it is about; nil for a tool-level diagnostic (a command line, an environment).
  public var path: String?
  /// Where in `path` (1-based); nil for the whole file.
  public var location: TextLocation?
  public var severity: Severity
  /// A full sentence.
  public var message: String
  /// The lint rule that found it; nil for parse errors and other tool errors.
  public var ruleID: String?
  /// What kind of tool error it is (`storyboard-syntax`, `usage`…), as stable as a rule id;
  /// nil for lint findings. Kept in the value for reporters and tests; the Xcode form prints
  /// only rule ids, so tool errors read as they always have.
  public var errorID: String?
  /// More about it, each a full sentence with an optional place of its own.
  public var notes: [DiagnosticNote]
  /// The `id` of the storyboard object it is about (a segue's, a controller's), when it is
  /// about one: Xcode keeps ids when it rewrites a file, so baselines and suppressions match
  /// by id rather than by line. Not printed.
  public var objectID: String?

  public init(
    path: String? = nil, location: TextLocation? = nil, severity: Severity, message: String,
    ruleID: String? = nil, errorID: String? = nil, notes: [DiagnosticNote] = [],
    objectID: String? = nil
  ) {
    self.path = path
    self.location = location
    self.severity = severity
    self.message = message
    self.ruleID = ruleID
    self.errorID = errorID
    self.notes = notes
    self.objectID = objectID
  }

  /// Orders by path, then location, then rule, then message, so output is deterministic; a
  /// tool-level diagnostic comes first, a whole-file one before the file's located ones.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (
      lhs.path ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0, lhs.ruleID ?? "",
      lhs.message
    )
      < (
        rhs.path ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0, rhs.ruleID ?? "",
        rhs.message
      )
  }

  /// The form Xcode shows inline: `path:line:col: severity: message [rule-id]`, without the
  /// notes.
  public var xcodeDescription: String {
    let rule = ruleID.map { " [\($0)]" } ?? ""
    return DiagnosticPlace.prefix(path: path, location: location)
      + "\(severity.rawValue): \(message)\(rule)"
  }

  /// The diagnostic's line, then a line per note: what the command line prints.
  public var xcodeLines: [String] {
    [xcodeDescription] + notes.map(\.xcodeDescription)
  }
}
