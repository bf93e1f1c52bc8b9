import StoryboardKit
import Testing

@testable import SegueLint

/// ClockMacApp's storyboard names `NewREminderVC`, a class its sources spell `NewReminderVC`:
/// AppKit's lookup is case-sensitive, so the scene is a plain NSViewController and the code's
/// `as? NewReminderVC` fails. The warning was right but left the user to find the typo; it now
/// names the class the sources declare under that name in another letter case.
@Suite struct CustomClassLetterCaseTests {
  static let sources = ExampleStoryboard.source(
    "Clock/Reminders.swift",
    """
    final class NewReminderVC: NSViewController {}
    final class ReminderListVC: NSViewController {}
    """)

  static func messages(_ scenes: String) -> [String] {
    let storyboard = ExampleStoryboard.macOS("Main", scenes)
    let context = LintContext(
      documents: LintTestSupport.documents([storyboard]),
      sources: LintTestSupport.sources([sources]))
    return CustomClassNotFoundRule().check(context).sorted().map(\.message)
  }

  @Test func aClassSpeltInAnotherCaseIsSuggested() {
    let messages = Self.messages(
      """
      <scene sceneID="s1"><objects>
        <viewController storyboardIdentifier="NewReminderVC" id="v1" customClass="NewREminderVC" customModule="Clock" customModuleProvider="target" sceneMemberID="viewController"/>
      </objects></scene>
      """)
    #expect(
      messages == [
        "No source declares 'NewREminderVC', the custom class of this controller; they declare "
          + "'NewReminderVC', which differs from it in letter case only, and the runtime looks a "
          + "class up by its exact name."
      ])
  }

  /// A name a letter or two from a declared class is no evidence of a typo (`ReminderListVC`
  /// and `ReminderListV` may be two classes): no class is named, as a guess would mislead.
  @Test func aNameThatDiffersOtherwiseNamesNoClass() {
    let messages = Self.messages(
      """
      <scene sceneID="s1"><objects>
        <viewController id="v1" customClass="ReminderListV" customModule="Clock" customModuleProvider="target" sceneMemberID="viewController"/>
      </objects></scene>
      """)
    #expect(
      messages == ["No source declares 'ReminderListV', the custom class of this controller."])
  }
}
