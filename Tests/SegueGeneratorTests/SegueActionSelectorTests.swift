import Testing

@testable import SegueGenerator

@Suite struct SegueActionSelectorTests {
  @Test(arguments: [
    ("makeEditor:", "makeEditor(_:)"),
    ("makeEditor:sender:", "makeEditor(_:sender:)"),
    ("makeEditor:sender:segueIdentifier:", "makeEditor(_:sender:segueIdentifier:)"),
    ("makeEditorWithCoder:", "makeEditor(coder:)"),
    ("makeEditorWithCoder:sender:", "makeEditor(coder:sender:)"),
    ("newsFeed:", "newsFeed(_:)"),
  ])
  func readsTheSwiftName(_ selector: String, _ expected: String) {
    #expect(SegueActionSelector(selector)?.swiftReference == expected)
  }

  @Test func typesTheParametersByPosition() {
    #expect(SegueActionSelector("make:sender:")?.parameterTypes == ["NSCoder", "Any?"])
  }

  @Test(arguments: [
    "", "make", ":", "make::", "a:b:c:d:", "newThing:", "initWithCoder:", "copy:", "mutableCopy:",
    "alloc:", "ma-ke:", "make:\"x\":", "make:default:",
  ])
  func refusesWhatCannotBeASegueAction(_ selector: String) {
    #expect(SegueActionSelector(selector) == nil)
  }
}
