import StoryboardKit
import Testing

@testable import SegueLint

@Suite struct ConfigurationTests {
  @Test func readsEveryKey() throws {
    let configuration = try ConfigurationLoader.load(path: LintTestSupport.fixture("good.json"))
    #expect(configuration.disabledRules == ["unreachable-scene"])
    #expect(configuration.severities == ["deprecated-segue-kind": .error])
    #expect(!configuration.isEnabled("unreachable-scene"))
    #expect(configuration.isEnabled("dangling-destination"))
    #expect(configuration.isExcluded("Legacy/Old/Main.storyboard"))
    #expect(configuration.isExcluded("./Tests/Old.storyboard"))
    #expect(!configuration.isExcluded("Tests/Older.storyboard"))
    #expect(!configuration.isExcluded("App/Legacy/Main.storyboard"))
  }

  /// Each bad file is reported at the place of its fault.
  @Test(
    arguments: [
      ("bad-key.json", 3, 3, "Unknown key 'only_rule'"),
      ("bad-rule.json", 4, 5, "'no-such-rule' is not a rule id"),
      ("bad-syntax.json", 4, 3, "Malformed JSON: Expected a JSON value"),
    ])
  func badConfigurationIsLocated(_ name: String, _ line: Int, _ column: Int, _ message: String) {
    let path = LintTestSupport.fixture(name)
    #expect {
      _ = try ConfigurationLoader.load(path: path)
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.location == TextLocation(line: line, column: column)
        && error.message.hasPrefix(message)
        && error.description.hasPrefix("\(path):\(line):\(column): error: ")
    }
  }

  @Test(
    arguments: [
      (#"[]"#, "must be a JSON object"),
      (#"{"excluded": "x"}"#, "'excluded' must be an array of strings"),
      (#"{"severities": {"dangling-destination": "fatal"}}"#, "must be \"warning\" or \"error\""),
      (#"{"enabled_rules": []}"#, "Unknown key 'enabled_rules'"),
      (#"{"excluded": [], "excluded": []}"#, "given twice"),
      (#"{"excluded": ["a"]} x"#, "Malformed JSON"),
      (#"{"excluded": ["a\q"]}"#, "Malformed JSON"),
      ("", "Malformed JSON"),
    ])
  func rejectsWrongValues(_ json: String, _ message: String) {
    #expect {
      _ = try ConfigurationLoader.parse(bytes: Array(json.utf8), path: "c.json")
    } throws: { error in
      (error as? ConfigurationError)?.message.contains(message) ?? false
    }
  }

  @Test func onlyRulesRestrictsTheRules() throws {
    let json =
      #"{"only_rules": ["dangling-destination", "unreachable-scene"], "disabled_rules": ["unreachable-scene"]}"#
    let configuration = try ConfigurationLoader.parse(bytes: Array(json.utf8), path: "c.json")
    #expect(configuration.enabledRules.map(\.identifier) == ["dangling-destination"])
  }

  @Test(
    arguments: [
      ("**/Legacy/*.storyboard", "App/Legacy/Main.storyboard", true),
      ("**/Legacy/*.storyboard", "App/Legacy/Deep/Main.storyboard", false),
      ("App/*.storyboard", "App/Main.storyboard", true),
      ("App/*.storyboard", "App/Sub/Main.storyboard", false),
      ("App/Ma?n.storyboard", "App/Main.storyboard", true),
      ("App", "App/Sub/Main.storyboard", true),
      ("App", "Apps/Main.storyboard", false),
    ])
  func excludedPatterns(_ pattern: String, _ path: String, _ excluded: Bool) {
    #expect(LintConfiguration(excluded: [pattern]).isExcluded(path) == excluded)
  }
}
