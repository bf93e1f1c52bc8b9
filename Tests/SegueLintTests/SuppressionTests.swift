import Foundation
import SegueTestSupport
import SourceIndex
import StoryboardKit
import Testing

@testable import SegueLint

/// Suppressions that survive Xcode's saves: storyboard findings by object id in the
/// configuration, source findings by a `// segue:disable:next RULE` comment.
@Suite struct SuppressionTests {
  @Test func theConfigurationSuppressesOneObject() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(LegacyStoryboard.text(), to: "Base.lproj/Main.storyboard")
    let json = #"""
      {"suppress": [{"rule": "deprecated-segue-kind", "storyboard": "Main.storyboard", "object": "m-1"},
                    {"rule": "deprecated-segue-kind", "storyboard": "Base.lproj/Main.storyboard", "object": "x-1"}]}
      """#
    let configuration = try ConfigurationLoader.parse(bytes: Array(json.utf8), path: "c.json")
    let findings = Linter(configuration: configuration).lint(StoryboardSet.load([path]))
      .filter { $0.ruleID == "deprecated-segue-kind" }
    #expect(findings.map(\.objectID) == ["p-1"])
  }

  @Test func anotherStoryboardOfTheSameIDIsNotSuppressed() {
    let suppression = ObjectSuppression(
      rule: "deprecated-segue-kind", storyboard: "Main.storyboard", object: "m-1")
    let finding = { (path: String) in
      Diagnostic(
        path: path, severity: .warning, message: "m", ruleID: "deprecated-segue-kind",
        objectID: "m-1")
    }
    #expect(suppression.suppresses(finding("App/Base.lproj/Main.storyboard")))
    #expect(!suppression.suppresses(finding("App/OtherMain.storyboard")))
    #expect(!suppression.suppresses(finding("App/Settings.storyboard")))
  }

  @Test func sourceCommentsSuppressTheNextOrTheirOwnLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let source = """
      final class A: UIViewController {
        func a() {
          // segue:disable:next identifier-not-in-storyboard
          performSegue(withIdentifier: "One", sender: nil)
          performSegue(withIdentifier: "Two", sender: nil)  // segue:disable:this identifier-not-in-storyboard
          performSegue(withIdentifier: "Three", sender: nil)
          // segue:disable:next dangling-destination
          performSegue(withIdentifier: "Four", sender: nil)
          let url = "http://x" // segue:disable:next identifier-not-in-storyboard
          performSegue(withIdentifier: "Five", sender: nil)
        }
      }

      """
    let swift = try directory.write(source, to: "A.swift")
    let storyboard = try directory.write(LegacyStoryboard.text(), to: "Main.storyboard")
    let index = SourceIndex(files: [(swift, source)])
    let findings = Linter(
      configuration: LintConfiguration(onlyRules: ["identifier-not-in-storyboard"])
    )
    .lint(StoryboardSet.load([storyboard]), sources: index)
    #expect(findings.map(\.location?.line) == [6, 8])
  }

  @Test func commentRulesAreRead() {
    #expect(
      SourceSuppression.rules(in: "  // segue:disable:next a b,c", verb: "next") == ["a", "b", "c"])
    #expect(SourceSuppression.rules(in: "x() //segue:disable:this a", verb: "this") == ["a"])
    #expect(SourceSuppression.rules(in: "// segue:disable:nexta", verb: "next").isEmpty)
    #expect(SourceSuppression.rules(in: "let s = \"segue:disable:next a\"", verb: "next").isEmpty)
  }

  @Test(
    arguments: [
      (
        #"{"suppress": [{"rule": "deprecated-segue-kinds", "storyboard": "M", "object": "o"}]}"#,
        "'deprecated-segue-kinds' is not a rule id. Did you mean 'deprecated-segue-kind'?"
      ),
      (
        #"{"suppress": [{"rule": "deprecated-segue-kind", "storybaord": "M", "object": "o"}]}"#,
        "Unknown key 'storybaord' in a suppression. Did you mean 'storyboard'?"
      ),
      (
        #"{"suppress": [{"rule": "deprecated-segue-kind", "storyboard": "M"}]}"#,
        "must name its object"
      ),
      (#"{"suppress": {"rule": "x"}}"#, "'suppress' must be an array of objects"),
      (#"{"supress": []}"#, "Unknown key 'supress'. Did you mean 'suppress'?"),
      (#"{"disabled_rules": ["unreachable-scen"]}"#, "Did you mean 'unreachable-scene'?"),
      (
        #"{"severities": {"dangling-destinaton": "error"}}"#,
        "Did you mean 'dangling-destination'?"
      ),
    ])
  func misspeltNamesGetADidYouMean(_ json: String, _ message: String) {
    #expect {
      _ = try ConfigurationLoader.parse(bytes: Array(json.utf8), path: "c.json")
    } throws: { error in
      (error as? ConfigurationError)?.message.contains(message) ?? false
    }
  }
}
