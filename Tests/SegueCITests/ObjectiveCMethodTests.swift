import Testing

@testable import SegueCI

@Suite struct ObjectiveCMethodTests {
  @Test func unwindActionsSplitBeforeTheLastPreposition() {
    let declaration = ObjectiveCMethod.swiftDeclaration(
      returnType: "IBAction", selector: "unwindToAccounts:(UIStoryboardSegue *)segue",
      nonnull: true)
    #expect(declaration == "@IBAction func unwind(toAccounts segue: UIStoryboardSegue) {}")
  }

  @Test func segueActionsDropTheTrailingTypeName() {
    let declaration = ObjectiveCMethod.swiftDeclaration(
      returnType: "IBSegueAction UIViewController *",
      selector: "makeDetailWithCoder:(NSCoder *)coder sender:(id)sender", nonnull: false)
    #expect(
      declaration
        == #"@IBSegueAction func makeDetail(with coder: NSCoder!, sender: Any!) -> UIViewController! { fatalError("declared in Objective-C") }"#
    )
  }

  @Test func otherMethodsAreNotShown() {
    #expect(
      ObjectiveCMethod.swiftDeclaration(
        returnType: "IBAction", selector: "tapped:(id)sender", nonnull: true) == nil)
  }

  @Test func nullabilityFollowsTheImporter() {
    #expect(ObjectiveCMethod.swiftType("NSString * _Nullable", nonnull: true) == "String?")
    #expect(ObjectiveCMethod.swiftType("UIView *", nonnull: true) == "UIView")
    #expect(ObjectiveCMethod.swiftType("UIView *", nonnull: false) == "UIView!")
    #expect(ObjectiveCMethod.swiftType("BOOL", nonnull: false) == "Bool")
  }
}
