import StoryboardKit
import Testing

@testable import SegueLint

@Suite struct SegueActionRuleTests {
  static func messages(_ example: RuleExample) -> [String] {
    let context = LintContext(
      documents: LintTestSupport.documents(example.storyboards),
      sources: LintTestSupport.sources(example.sources))
    return SegueActionNotFoundRule().check(context).sorted().map(\.message)
  }

  @Test func eachProblemIsSaidInFull() throws {
    let example = try #require(SegueActionNotFoundRule().triggeringExamples.first)
    #expect(
      Self.messages(example) == [
        "No source declares the @IBSegueAction method 'makeDetal:sender:' that creates this "
          + "segue's destination; declare @IBSegueAction func makeDetal(_ coder: NSCoder, "
          + "sender: Any?) -> DetailViewController? in ListViewController.",
        "The @IBSegueAction method 'makeSettings(_:)' (ListViewController.swift:7:18) cannot "
          + "create this segue's destination: it returns SettingsViewController?, which is "
          + "neither DetailViewController, the class of the segue's destination, nor a "
          + "superclass or subclass of it.",
        "The @IBSegueAction method 'makeLater(_:)' (ListViewController.swift:8:18) cannot "
          + "create this segue's destination: it is async, but UIKit needs the destination at "
          + "once.",
        "The @IBSegueAction method 'makeForButton(_:sender:)' (ListViewController.swift:9:18) "
          + "cannot create this segue's destination: it takes UIButton? as its second "
          + "parameter, where UIKit passes the sender (Any?).",
        "The @IBSegueAction method 'makeElsewhere:' is declared in OtherViewController "
          + "(ListViewController.swift:15:18), not in ListViewController or a superclass of "
          + "it, where UIKit calls it.",
        "The destinationCreationSelector 'newDetail:' cannot name an @IBSegueAction method: A "
          + "method whose name starts with 'new' returns a retained object in Objective-C, "
          + "which Swift does not allow for an @IBSegueAction.",
        "The @IBSegueAction method 'makeHidden(_:)' (ListViewController.swift:12:3) cannot "
          + "create this segue's destination: it is not marked @IBSegueAction (or @objc), so "
          + "UIKit cannot call it.",
      ])
  }

  @Test func objectiveCDeclarationsAreJudgedAlike() throws {
    let example = try #require(SegueActionNotFoundRule().triggeringExamples.last)
    #expect(
      Self.messages(example) == [
        "The @IBSegueAction method 'makeEditor(_:sender:)' (LegacyListViewController.h:6:1) "
          + "cannot create this segue's destination: it returns DetailViewController *, which "
          + "is neither EditorNavigationController, the class of the segue's destination, nor "
          + "a superclass or subclass of it."
      ])
  }
}
