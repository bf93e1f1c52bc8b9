import StoryboardKit

/// SARIF 2.1.0, the format code-scanning services read: one run whose driver lists every rule,
/// with one result per finding.
package struct SARIFReporter: LintReporter {
  package let identifier = "sarif"

  package init() {}

  package func render(_ findings: [Diagnostic]) -> String {
    let rules = Self.descriptors()
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    let results = findings.map { finding in
      let ruleID = finding.ruleID ?? LintRules.parseErrorID
      var members: [(String, JSONValue)] = [("ruleId", .string(ruleID))]
      if let index = ruleIndex[ruleID] { members.append(("ruleIndex", .int(index))) }
      members += [
        ("level", .string(Self.level(finding.severity))),
        ("message", .object([("text", .string(finding.message))])),
      ]
      // A result without a file has no locations; one without a line has no region.
      if let path = finding.path {
        var physical: [(String, JSONValue)] = [
          ("artifactLocation", .object([("uri", .string(Self.uri(path)))]))
        ]
        if let location = finding.location {
          physical.append(
            (
              "region",
              .object([
                ("startLine", .int(location.line)), ("startColumn", .int(location.column)),
              ])
            ))
        }
        members.append(
          ("locations", .array([.object([("physicalLocation", .object(physical))])])))
      }
      return JSONValue.object(members)
    }
    let driver = JSONValue.object([
      ("name", .string("segue lint")),
      ("rules", .array(rules.map(\.json))),
    ])
    let run = JSONValue.object([
      ("tool", .object([("driver", driver)])),
      ("results", .array(results)),
    ])
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).rendered() + "\n"
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
