/// `--format text|json` of the commands that report on storyboards or targets (dump, simulate,
/// explore): a readable text, or JSON for scripts.
package enum ReportFormat: String, Sendable, CaseIterable {
  case text
  case json

  /// `--format`, with what the command prints in `text` and in `json`, and what each target's
  /// member holds (`member`, after `"target": NAME`) when the inputs are a project's
  /// (``TargetReports``); `passesOver` when a target may be passed over, saying why.
  package static func option(text: String, json: String, member: String, passesOver: Bool = false)
    -> CommandOption<ReportFormat?>
  {
    let passedOver = passesOver ? ", a target passed over with \"passedOver\" and why" : ""
    return .choice(
      "format", of: ReportFormat.self,
      help: "text (default): \(text) json: \(json) For an Xcode project: text in a section per "
        + "target headed 'target NAME'; json {\"targets\": [{\"target\": NAME, \(member)}]}"
        + passedOver + ".")
  }
}
