import SourceIndex
import Testing

@Suite struct SegueActionSelectorTests {
  @Test(arguments: [
    ("makeEditor:", "makeEditor(_:)"),
    ("makeEditor:sender:", "makeEditor(_:sender:)"),
    ("makeEditor:sender:segueIdentifier:", "makeEditor(_:sender:segueIdentifier:)"),
    ("makeEditorWithCoder:", "makeEditor(coder:)"),
    ("makeEditorWithCoder:sender:", "makeEditor(coder:sender:)"),
    ("newsFeed:", "newsFeed(_:)"),
    ("initialScene:", "initialScene(_:)"),
    ("make:default:", "make(_:default:)"),
    ("default:", "`default`(_:)"),
    ("_make:", "_make(_:)"),
  ])
  func readsTheSwiftName(_ selector: String, _ expected: String) {
    #expect(SegueActionSelector(selector)?.swiftReference == expected)
  }

  @Test func typesTheParametersByPosition() throws {
    let selector = try #require(SegueActionSelector("make:sender:"))
    #expect(selector.arity == 2)
    #expect(selector.parameterTypes == ["NSCoder", "Any?"])
    #expect(SegueActionSelector("make:sender:segueIdentifier:")?.parameterTypes.last == "String?")
  }

  @Test func writesTheDeclarationToAdd() {
    #expect(
      SegueActionSelector("makeDetail:sender:")?.declaration(returning: "Detail?")
        == "@IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> Detail?")
    #expect(
      SegueActionSelector("makeWithCoder:sender:identifier:")?.declaration(returning: "X")
        == "@IBSegueAction func make(coder: NSCoder, sender: Any?, "
        + "identifier segueIdentifier: String?) -> X")
  }

  @Test(arguments: [
    ("", SegueActionSelectorRefusal.notASelector),
    ("make", .notASelector),
    (":", .notASelector),
    ("make::", .notASelector),
    ("make:_:", .notASelector),
    ("ma-ke:", .notASelector),
    ("make:\"x\":", .notASelector),
    ("9make:", .notASelector),
    ("mäke:", .notASelector),
    ("a:b:c:d:", .parameterCount(4)),
    ("newThing:", .ownershipFamily("new")),
    ("new:", .ownershipFamily("new")),
    ("_newThing:", .ownershipFamily("new")),
    ("initWithCoder:", .ownershipFamily("init")),
    ("copy:", .ownershipFamily("copy")),
    ("mutableCopy:", .ownershipFamily("mutableCopy")),
    ("alloc:", .ownershipFamily("alloc")),
    ("make:var:", .forbiddenLabel("var")),
  ])
  func refusesWhatCannotBeASegueAction(_ selector: String, _ refusal: SegueActionSelectorRefusal) {
    #expect(SegueActionSelector(selector) == nil)
    #expect(SegueActionSelector.read(selector) == .failure(refusal))
  }
}
