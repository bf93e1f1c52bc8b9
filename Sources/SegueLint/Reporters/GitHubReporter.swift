import DeterministicOutput
import Foundation
import StoryboardKit

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`, which
/// show as annotations on the pull request. A finding's notes follow its message, a line each
/// in the Xcode form (`path:line:col: note: …`), since an annotation has one place. The tool's
/// own diagnostics come first, annotated the same way (without a file when they have none), so
/// a pull request shows what lint could not check beside what it found.
package struct GitHubReporter: LintReporter {
  package let identifier = "github"

  package init() {}

  package func render(_ findings: [Diagnostic], tool: [Diagnostic]) -> String {
    (tool + findings).map { finding in
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      // A finding without a file, or without a line, is annotated without them.
      var properties: [String] = []
      if let path = finding.path { properties.append("file=" + Self.escapeProperty(path)) }
      if let location = finding.location {
        properties += ["line=\(location.line)", "col=\(location.column)"]
      }
      if let rule = finding.ruleID { properties.append("title=" + Self.escapeProperty(rule)) }
      let message = ([finding.message] + finding.notes.map(\.xcodeDescription))
        .joined(separator: "\n")
      return "::\(command) \(properties.joined(separator: ","))::"
        + Self.escapeData(message) + "\n"
    }.joined()
  }

  /// The escaping of a command's message: `%`, carriage returns and line feeds.
  static func escapeData(_ text: String) -> String {
    ScalarEscaping.escaped(text, dataEscape)
  }

  /// The escaping of a property value: the message's, plus `:` and `,`, which end properties.
  static func escapeProperty(_ text: String) -> String {
    ScalarEscaping.escaped(text) { scalar in
      switch scalar {
      case ":": "%3A"
      case ",": "%2C"
      default: dataEscape(scalar)
      }
    }
  }

  private static func dataEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "%": "%25"
    case "\r": "%0D"
    case "\n": "%0A"
    default: nil
    }
  }
}
