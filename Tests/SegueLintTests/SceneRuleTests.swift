import StoryboardKit
import Testing

@testable import SegueLint

@Suite struct SceneRuleTests {
  static func messages(_ rule: any LintRule, _ example: RuleExample) -> [String] {
    let context = LintContext(
      documents: LintTestSupport.documents(example.storyboards),
      sources: LintTestSupport.sources(example.sources))
    return rule.check(context).sorted().map(\.message)
  }

  @Test func bothScenesOfAnIdentifierAreNamed() throws {
    let rule = DuplicateSceneIdentifierRule()
    let example = try #require(rule.triggeringExamples.first)
    #expect(
      Self.messages(rule, example) == [
        "The storyboard identifier 'Editor' of 'EditorViewController' is also that of "
          + "the navigationController scene (line 11); instantiating it returns only one of "
          + "them. Give each scene its own identifier.",
        "The storyboard identifier 'Editor' of the navigationController scene is also that of "
          + "'EditorViewController' (line 8); instantiating it returns only one of them. Give "
          + "each scene its own identifier.",
      ])
  }

  @Test func unknownScenesAndStoryboardsSayWhatUIKitRaises() throws {
    let rule = SceneIdentifierNotInStoryboardRule()
    let example = try #require(rule.triggeringExamples.first)
    let messages = Self.messages(rule, example)
    #expect(messages.count == 9)
    #expect(
      messages.contains(
        "No linted storyboard is named 'Mian'; loading it raises \"Could not find a storyboard "
          + "named 'Mian'\"."))
    #expect(
      messages.contains(
        "No linted storyboard is named 'Main.storyboard' (the name is given without the "
          + ".storyboard extension); loading it raises \"Could not find a storyboard named "
          + "'Main.storyboard'\"."))
    #expect(
      messages.contains(
        "No scene of the linted storyboards has the storyboard identifier 'Edtior'; "
          + "instantiating it raises \"Storyboard doesn't contain a view controller with "
          + "identifier 'Edtior'\"."))
  }
}
