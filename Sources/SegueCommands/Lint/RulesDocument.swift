import StoryboardKit

/// Writes docs/Rules.md from the rules' own descriptions and examples, so the documentation
/// cannot drift from what the rules do (a test compares the file with this output).
public enum RulesDocument {
  /// The Markdown text of docs/Rules.md.
  public static func markdown() -> String {
    var text = """
      # `segue lint` rules

      Generated from the rules' descriptions by `SNAPSHOT_RECORD=1 swift test --filter \
      RulesDocumentTests`; do not edit by hand. In the examples, `↓` marks where each finding is \
      reported: right before the `<` of the element concerned (or the string literal, in \
      sources). The scenes are shown without the `<document>` skeleton around them.

      | rule | severity | needs `--sources` |
      | --- | --- | --- |

      """
    for rule in LintRules.all {
      text +=
        "| [`\(rule.identifier)`](#\(rule.identifier)) | \(rule.defaultSeverity.rawValue) | "
        + "\(rule.needsSources ? "yes" : "no") |\n"
    }
    text += "\nA file that cannot be parsed is reported as an error with the rule id "
    text += "`\(LintRules.parseErrorID)`.\n"
    for rule in LintRules.all {
      text += "\n## \(rule.identifier)\n\n"
      text += "**\(rule.name)** · default severity: \(rule.defaultSeverity.rawValue)\n\n"
      text += rule.rationale + "\n"
      text += section("Triggering", rule.triggeringExamples)
      text += section("Not triggering", rule.nonTriggeringExamples)
    }
    return text
  }

  private static func section(_ title: String, _ examples: [RuleExample]) -> String {
    var text = ""
    for (index, example) in examples.enumerated() {
      let number = examples.count > 1 ? " \(index + 1)" : ""
      text += "\n### \(title)\(number)\n"
      for file in example.files {
        let language =
          if file.isStoryboard { "xml" } else if file.path.hasSuffix(".swift") { "swift" } else {
            "objc"
          }
        text += "\n`\(file.path)`:\n\n```\(language)\n\(file.excerpt)\n```\n"
      }
    }
    return text
  }
}
