import SegueKit
import Testing

@Suite struct SegueFailureTests {
  @Test func unknownIdentifierNamesControllerReceivedAndKnownIdentifiers() {
    let failure = SegueFailure.unknownIdentifier(
      controllerType: "JobListViewController", received: "ShowPayroll",
      known: ["ShowJobEditor", "ShowAddPaycheck"])
    #expect(
      failure.description
        == "JobListViewController received a segue with identifier 'ShowPayroll', which is not "
        + "one of its SegueIdentifier cases ('ShowJobEditor', 'ShowAddPaycheck'). Check the "
        + "identifier in the storyboard, or use segueIdentifierIfKnown(for:) for segues that "
        + "have none, such as embed segues.")
  }

  @Test(arguments: [nil, ""] as [String?])
  func missingIdentifierSaysSoAndHowToHandleIt(received: String?) {
    let failure = SegueFailure.unknownIdentifier(
      controllerType: "MenuViewController", received: received, known: nil)
    #expect(
      failure.description
        == "MenuViewController received a segue without an identifier, which is not one of its "
        + "SegueIdentifier cases (not listed: SegueIdentifier is not CaseIterable). Check the "
        + "identifier in the storyboard, or use segueIdentifierIfKnown(for:) for segues that "
        + "have none, such as embed segues.")
  }

  @Test func destinationMismatchNamesBothTypes() {
    let failure = SegueFailure.destinationMismatch(
      controllerType: "JobListViewController", identifier: "ShowJobEditor",
      expected: "PaycheckListViewController",
      found: "HeadlessNavigationController with the stack [JobEditorViewController]")
    #expect(
      failure.description
        == "JobListViewController's segue 'ShowJobEditor' leads to HeadlessNavigationController "
        + "with the stack [JobEditorViewController], not to the expected "
        + "PaycheckListViewController.")
  }
}
