import DeterministicOutput
import StoryboardKit

/// SARIF 2.1.0, the format code-scanning services read: one run whose driver lists every rule,
/// with one result per finding. A finding's notes at places of their own are the result's
/// `relatedLocations`, each with the note as its message. The tool's own diagnostics are the
/// run's invocation's `toolExecutionNotifications`, where SARIF puts what a tool reports about
/// its run rather than about the code.
package struct SARIFReporter: LintReporter {
  package let identifier = "sarif"

  package init() {}

  package func render(_ findings: [Diagnostic], tool: [Diagnostic]) -> String {
    let rules = Self.descriptors()
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    let results = findings.map { finding in
      let ruleID = finding.ruleID ?? LintRules.parseErrorID
      var members: [(String, JSONValue)] = [("ruleId", .string(ruleID))]
      if let index = ruleIndex[ruleID] { members.append(("ruleIndex", .int(index))) }
      // A note at a file of its own is a related location with the note as its message; a
      // note without one speaks of the finding's own place, so it follows the message's text.
      let related: [JSONValue] = finding.notes.compactMap { note in
        note.path.map { path in
          .object([
            ("physicalLocation", Self.physicalLocation(path, note.location)),
            ("message", .object([("text", .string(note.message))])),
          ])
        }
      }
      let text = ([finding.message] + finding.notes.filter { $0.path == nil }.map(\.message))
        .joined(separator: "\n")
      members += [
        ("level", .string(Self.level(finding.severity))),
        ("message", .object([("text", .string(text))])),
      ]
      // A result without a file has no locations, as SARIF allows (GitHub's code scanning
      // upload refuses such a result; every lint rule's finding names its storyboard).
      if let path = finding.path {
        members.append(
          (
            "locations",
            .array([
              .object([("physicalLocation", Self.physicalLocation(path, finding.location))])
            ])
          ))
      }
      if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
      return JSONValue.object(members)
    }
    let driver = JSONValue.object([
      ("name", .string("segue lint")),
      ("rules", .array(rules.map(\.json))),
    ])
    var run: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
    if !tool.isEmpty { run.append(("invocations", .array([Self.invocation(tool)]))) }
    run.append(("results", .array(results)))
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ]).rendered() + "\n"
  }

  /// The run's one invocation: whether the tool ran without an error of its own, and each
  /// tool-level diagnostic as a notification, at its file when it names one.
  private static func invocation(_ tool: [Diagnostic]) -> JSONValue {
    let notifications = tool.map { diagnostic in
      var members: [(String, JSONValue)] = []
      if let id = diagnostic.errorID {
        members.append(("descriptor", .object([("id", .string(id))])))
      }
      members += [
        ("level", .string(level(diagnostic.severity))),
        ("message", .object([("text", .string(diagnostic.message))])),
      ]
      if let path = diagnostic.path {
        members.append(
          (
            "locations",
            .array([.object([("physicalLocation", physicalLocation(path, diagnostic.location))])])
          ))
      }
      return JSONValue.object(members)
    }
    return .object([
      ("executionSuccessful", .bool(!tool.contains { $0.severity == .error })),
      ("toolExecutionNotifications", .array(notifications)),
    ])
  }

  private struct Descriptor {
    var id: String
    var json: JSONValue
  }

  /// Every rule, then `parse-error`, as SARIF reporting descriptors.
  private static func descriptors() -> [Descriptor] {
    var descriptors = LintRules.all.map { rule in
      descriptor(
        id: rule.identifier, name: rule.name, text: rule.rationale, severity: rule.defaultSeverity)
    }
    descriptors.append(
      descriptor(
        id: LintRules.parseErrorID, name: "Malformed storyboard",
        text: "The file could not be read as a storyboard.", severity: .error))
    return descriptors
  }

  private static func descriptor(id: String, name: String, text: String, severity: Severity)
    -> Descriptor
  {
    Descriptor(
      id: id,
      json: .object([
        ("id", .string(id)),
        ("name", .string(name)),
        ("shortDescription", .object([("text", .string(name + "."))])),
        ("fullDescription", .object([("text", .string(text))])),
        ("defaultConfiguration", .object([("level", .string(level(severity)))])),
      ]))
  }

  /// The file `path` and, when there is one, the region starting at `location`: a place
  /// without a line has no region.
  private static func physicalLocation(_ path: String, _ location: TextLocation?) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("artifactLocation", .object([("uri", .string(uri(path)))]))
    ]
    if let location {
      members.append(
        (
          "region",
          .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])
        ))
    }
    return .object(members)
  }

  private static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A URI reference for `path`: relative paths stay relative, absolute ones become `file://`
  /// URIs; everything but unreserved characters and `/` is percent-encoded.
  package static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let isUnreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x30 && byte <= 0x39) || "-._~/".utf8.contains(byte)
      if isUnreserved {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
