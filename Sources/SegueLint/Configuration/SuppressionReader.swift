import StoryboardKit

/// Reads the configuration's `suppress` array: objects with the keys `rule`, `storyboard` and
/// `object`, each a string, the rule a known id.
enum SuppressionReader {
  static let keys = ["rule", "storyboard", "object"]

  static func read(_ value: LocatedJSON, path: String) throws(ConfigurationError)
    -> [ObjectSuppression]
  {
    guard case .array(let items, _) = value else {
      throw ConfigurationError(
        path: path, location: value.location,
        message: "'suppress' must be an array of objects such as {\"rule\": "
          + "\"deprecated-segue-kind\", \"storyboard\": \"Main.storyboard\", \"object\": "
          + "\"abc-12-def\"}, not \(value.kindDescription).")
    }
    var result: [ObjectSuppression] = []
    for item in items {
      result.append(try entry(item, path: path))
    }
    return result
  }

  private static func entry(_ item: LocatedJSON, path: String) throws(ConfigurationError)
    -> ObjectSuppression
  {
    guard case .object(let members, let location) = item else {
      throw ConfigurationError(
        path: path, location: item.location,
        message: "Each entry of 'suppress' must be an object with the keys rule, storyboard "
          + "and object, not \(item.kindDescription).")
    }
    var values: [String: String] = [:]
    for member in members {
      guard keys.contains(member.key) else {
        throw ConfigurationError(
          path: path, location: member.keyLocation,
          message: "Unknown key '\(member.key)' in a suppression."
            + NameSuggestion.didYouMean(member.key, among: keys)
            + " Expected rule, storyboard and object.")
      }
      guard values[member.key] == nil else {
        throw ConfigurationError(
          path: path, location: member.keyLocation,
          message: "The key '\(member.key)' is given twice in a suppression.")
      }
      guard case .string(let text, _) = member.value, !text.isEmpty else {
        throw ConfigurationError(
          path: path, location: member.value.location,
          message: "The '\(member.key)' of a suppression must be a non-empty string, not "
            + "\(member.value.kindDescription).")
      }
      if member.key == "rule", LintRules.rule(text) == nil {
        throw ConfigurationError.unknownRule(text, at: member.value.location, path: path)
      }
      values[member.key] = text
    }
    guard let rule = values["rule"], let storyboard = values["storyboard"],
      let object = values["object"]
    else {
      let missing = keys.filter { values[$0] == nil }
      throw ConfigurationError(
        path: path, location: location,
        message: "A suppression must name its \(missing.joined(separator: " and ")): a rule "
          + "id, the storyboard's file name and the object's id, as Xcode's Identity "
          + "inspector shows it (Object ID).")
    }
    return ObjectSuppression(rule: rule, storyboard: storyboard, object: object)
  }
}
