import Foundation
import StoryboardKit

/// Reads a lint configuration from JSON such as
/// `{"disabled_rules": ["unreachable-scene"], "severities": {"deprecated-segue-kind": "error"},
/// "excluded": ["Legacy/**"], "suppress": [{"rule": "deprecated-segue-kind", "storyboard":
/// "Main.storyboard", "object": "abc-12-def"}]}`. Anything it does not understand is an error at its place: an
/// unknown key, an unknown rule id, a value of the wrong type, malformed JSON.
package enum ConfigurationLoader {
  /// The keys a configuration may hold.
  package static let keys = ["disabled_rules", "only_rules", "severities", "excluded", "suppress"]

  /// Reads the file at `path`.
  package static func load(path: String) throws(ConfigurationError) -> LintConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError(
        path: path, location: TextLocation(line: 1, column: 1),
        message: "The configuration file could not be read.")
    }
    return try parse(bytes: Array(data), path: path)
  }

  /// Reads configuration JSON held in memory; `path` names it in errors.
  package static func parse(bytes: [UInt8], path: String) throws(ConfigurationError)
    -> LintConfiguration
  {
    var reader = JSONReader(bytes)
    let root: LocatedJSON
    do {
      root = try reader.read()
    } catch {
      throw ConfigurationError(
        path: path, location: error.location, message: "Malformed JSON: \(error.message)")
    }
    guard case .object(let members, _) = root else {
      throw ConfigurationError(
        path: path, location: root.location,
        message: "The configuration must be a JSON object, not \(root.kindDescription).")
    }
    var configuration = LintConfiguration()
    var seen: Set<String> = []
    for member in members {
      let fail = { (location: TextLocation, message: String) in
        ConfigurationError(path: path, location: location, message: message)
      }
      guard seen.insert(member.key).inserted else {
        throw fail(member.keyLocation, "The key '\(member.key)' is given twice.")
      }
      switch member.key {
      case "disabled_rules":
        configuration.disabledRules = Set(try ruleIDs(member.value, key: member.key, path: path))
      case "only_rules":
        configuration.onlyRules = Set(try ruleIDs(member.value, key: member.key, path: path))
      case "severities":
        configuration.severities = try severities(member.value, path: path)
      case "excluded":
        configuration.excluded = try strings(member.value, key: member.key, path: path).map(\.0)
      case "suppress":
        configuration.suppressions = try SuppressionReader.read(member.value, path: path)
      case "enabled_rules":
        throw fail(
          member.keyLocation,
          "Unknown key 'enabled_rules': every rule is enabled by default; use 'only_rules' to "
            + "run only some, or 'disabled_rules' to turn some off.")
      default:
        throw fail(
          member.keyLocation,
          "Unknown key '\(member.key)'.\(NameSuggestion.didYouMean(member.key, among: keys)) "
            + "Expected one of: \(keys.joined(separator: ", ")).")
      }
    }
    return configuration
  }

  private static func strings(_ value: LocatedJSON, key: String, path: String)
    throws(ConfigurationError) -> [(String, TextLocation)]
  {
    guard case .array(let items, _) = value else {
      throw ConfigurationError(
        path: path, location: value.location,
        message: "'\(key)' must be an array of strings, not \(value.kindDescription).")
    }
    var result: [(String, TextLocation)] = []
    for item in items {
      guard case .string(let text, let location) = item else {
        throw ConfigurationError(
          path: path, location: item.location,
          message: "'\(key)' must hold strings only, not \(item.kindDescription).")
      }
      result.append((text, location))
    }
    return result
  }

  private static func ruleIDs(_ value: LocatedJSON, key: String, path: String)
    throws(ConfigurationError) -> [String]
  {
    let items = try strings(value, key: key, path: path)
    for (identifier, location) in items where LintRules.rule(identifier) == nil {
      throw ConfigurationError.unknownRule(identifier, at: location, path: path)
    }
    return items.map(\.0)
  }

  private static func severities(_ value: LocatedJSON, path: String) throws(ConfigurationError)
    -> [String: Severity]
  {
    guard case .object(let members, _) = value else {
      throw ConfigurationError(
        path: path, location: value.location,
        message: "'severities' must be an object from rule id to severity, not "
          + "\(value.kindDescription).")
    }
    var result: [String: Severity] = [:]
    for member in members {
      guard LintRules.rule(member.key) != nil else {
        throw ConfigurationError.unknownRule(member.key, at: member.keyLocation, path: path)
      }
      guard case .string(let text, _) = member.value,
        let severity = Severity(rawValue: text), severity != .note
      else {
        throw ConfigurationError(
          path: path, location: member.value.location,
          message: "The severity of '\(member.key)' must be \"warning\" or \"error\".")
      }
      result[member.key] = severity
    }
    return result
  }
}
