import SourceIndex
import StoryboardKit

/// Writes docs/Rules.md from the rules' own descriptions and examples, so the documentation
/// cannot drift from what the rules do (a test compares the file with this output).
package enum RulesDocument {
  /// The Markdown text of docs/Rules.md.
  package static func markdown() -> String {
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
    text += configuration
    text += sourcesSection
    for rule in LintRules.all {
      text += "\n## \(rule.identifier)\n\n"
      text += "**\(rule.name)** · default severity: \(rule.defaultSeverity.rawValue)\n\n"
      text += rule.rationale + "\n"
      text += section("Triggering", rule.triggeringExamples)
      text += section("Not triggering", rule.nonTriggeringExamples)
    }
    return text
  }

  private static let configuration = """

    ## Configuration

    `segue lint` reads the file given with `--config`, else \
    `\(LintConfiguration.conventionalName)` from the current directory, else the one in the \
    folder of the project or first PATH or its nearest parent, up to the repository's root (a \
    folder holding `.git`), whose `excluded` paths are then read from its folder. It is JSON (the toolchain has no YAML reader):

    ```json
    {
      "disabled_rules": ["unreachable-scene"],
      "only_rules": ["dangling-destination", "duplicate-identifier"],
      "severities": {"deprecated-segue-kind": "error"},
      "excluded": ["Legacy/**", "App/Old.storyboard"]
    }
    ```

    Every key is optional. `only_rules` runs only the rules named (all run by default); \
    `disabled_rules` turns rules off; `severities` sets a rule's findings to `warning` or \
    `error`; `excluded` skips storyboards and source files: a glob (`*` within a path \
    component, `**` across components, `?` one character) or a path prefix, matched against \
    paths as given on the command line. An unknown key, an unknown rule id, a value of the \
    wrong type or malformed JSON is an error printed as `path:line:col: error: message`, and \
    `segue lint` exits 1 without linting.

    Exit status: 0 when there is no error (warnings allowed unless `--strict`); 1 for errors, \
    warnings under `--strict`, malformed storyboards (`\(LintRules.parseErrorID)` findings) or \
    a malformed configuration; 64 for a wrong command line.

    """

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
      if !example.unreadLinkedCode.isEmpty {
        let names = example.unreadLinkedCode.map { "\($0.description)" }
        text += "\nThe target also links, unread: \(names.joined(separator: ", ")).\n"
      }
    }
    return text
  }
}
