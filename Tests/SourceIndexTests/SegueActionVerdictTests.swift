import SourceIndex
import Testing

/// One declaration shape and what the shared definition says of it for a segue to
/// `DetailViewController` (unless the case names another destination).
struct VerdictCase: Sendable, CustomTestStringConvertible {
  var declaration: String
  var selector: String
  var path = "ListViewController.swift"
  var destination: String? = "DetailViewController"
  var expected: SegueActionVerdict

  var testDescription: String { declaration }
}

@Suite struct SegueActionVerdictTests {
  /// The classes every case can refer to.
  static let hierarchy = """
    class BaseViewController: UIViewController {}
    class DetailViewController: BaseViewController {}
    class SpecialDetailViewController: DetailViewController {}
    class SettingsViewController: UIViewController {}

    """

  static let accepted: [VerdictCase] = [
    VerdictCase(
      declaration: "@IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController?",
      selector: "makeDetail:", expected: .accepted),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController?",
      selector: "makeDetail:sender:", expected: .accepted),
    VerdictCase(
      declaration: """
        @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) \
        -> DetailViewController
        """,
      selector: "makeDetail:sender:segueIdentifier:", expected: .accepted),
    VerdictCase(
      declaration: "@IBSegueAction func makeDetail(coder: NSCoder) -> DetailViewController!",
      selector: "makeDetailWithCoder:", expected: .accepted),
    VerdictCase(
      declaration: "@IBSegueAction func make(with coder: NSCoder) -> DetailViewController?",
      selector: "makeWith:", expected: .accepted),
    VerdictCase(
      declaration:
        "@IBSegueAction private func makeDetail(_ c: Foundation.NSCoder) -> BaseViewController?",
      selector: "makeDetail:", expected: .accepted),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ c: NSCoder) -> SpecialDetailViewController?",
      selector: "makeDetail:", expected: .accepted),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ c: NSCoder) -> UIHostingController<DetailView>?",
      selector: "makeDetail:", expected: .accepted),
    VerdictCase(
      declaration: "@IBSegueAction func makeDetail(_ c: NSCoder) -> Optional<UIViewController>",
      selector: "makeDetail:", expected: .accepted),
    VerdictCase(
      declaration: "@IBSegueAction func makeDetail(_ c: NSCoder) -> ClassFromAPackage?",
      selector: "makeDetail:", expected: .accepted),
    VerdictCase(
      declaration: "@objc(build:) func makeDetail(_ c: NSCoder) -> DetailViewController?",
      selector: "build:", expected: .accepted),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ c: NSCoder, sender: Any!) -> DetailViewController?",
      selector: "makeDetail:sender:", expected: .accepted),
    VerdictCase(
      declaration: "@IBSegueAction func makeSettings(_ c: NSCoder) -> SettingsViewController?",
      selector: "makeSettings:", destination: nil, expected: .accepted),
    VerdictCase(
      declaration:
        "- (IBSegueAction DetailViewController *)makeDetail:(NSCoder *)coder sender:(id)sender;",
      selector: "makeDetail:sender:", path: "List.m", expected: .accepted),
    VerdictCase(
      declaration: "- (UIViewController *)make:(NSCoder *)coder sender:(id)sender",
      selector: "make:sender:", path: "List.m", expected: .accepted),
    VerdictCase(
      declaration: """
        - (nullable __kindof UIViewController *)make:(NSCoder * _Nonnull)coder \
        sender:(nullable id)sender segueIdentifier:(nullable NSString *)identifier
        """,
      selector: "make:sender:segueIdentifier:", path: "List.m", expected: .accepted),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ c: NSCoder?, sender: Any) -> DetailViewController",
      selector: "makeDetail:sender:", expected: .accepted),
  ]

  static let rejected: [VerdictCase] = [
    VerdictCase(
      declaration: "@IBSegueAction static func makeDetail(_ c: NSCoder) -> DetailViewController?",
      selector: "makeDetail:", expected: .rejected(.classMethod)),
    VerdictCase(
      declaration: "@IBSegueAction class func makeDetail(_ c: NSCoder) -> DetailViewController?",
      selector: "makeDetail:", expected: .rejected(.classMethod)),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ c: NSCoder) async -> DetailViewController?",
      selector: "makeDetail:", expected: .rejected(.async)),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ c: NSCoder) throws -> DetailViewController?",
      selector: "makeDetail:", expected: .rejected(.throwing)),
    VerdictCase(
      declaration: "func makeDetail(_ c: NSCoder) -> DetailViewController?",
      selector: "makeDetail:", expected: .rejected(.notExposed)),
    VerdictCase(
      declaration: "@IBSegueAction func makeDetail(_ c: Int) -> DetailViewController?",
      selector: "makeDetail:",
      expected: .rejected(.parameterType(position: 0, written: "Int", expected: "NSCoder"))),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ c: NSCoder, sender: AnyObject?) -> DetailViewController?",
      selector: "makeDetail:sender:",
      expected: .rejected(.parameterType(position: 1, written: "AnyObject?", expected: "Any?"))),
    VerdictCase(
      declaration: "- (id)make:(NSCoder *)coder", selector: "make:", path: "List.m",
      expected: .rejected(.notAController(written: "id"))),
    VerdictCase(
      declaration:
        "@IBSegueAction func makeDetail(_ c: NSCoder, sender: UIButton?) -> DetailViewController?",
      selector: "makeDetail:sender:",
      expected: .rejected(.parameterType(position: 1, written: "UIButton?", expected: "Any?"))),
    VerdictCase(
      declaration: """
        @IBSegueAction func makeDetail(_ c: NSCoder, sender: Any?, segueIdentifier: String) \
        -> DetailViewController?
        """,
      selector: "makeDetail:sender:segueIdentifier:",
      expected: .rejected(.parameterType(position: 2, written: "String", expected: "String?"))),
    VerdictCase(
      declaration: "@IBSegueAction func makeDetail(_ c: inout NSCoder) -> DetailViewController?",
      selector: "makeDetail:",
      expected: .rejected(
        .parameterType(position: 0, written: "inout NSCoder", expected: "NSCoder"))),
    VerdictCase(
      declaration: "@IBSegueAction func makeDetail(_ c: NSCoder) -> SettingsViewController?",
      selector: "makeDetail:",
      expected: .rejected(
        .unrelatedReturnType(
          written: "SettingsViewController?", destination: "DetailViewController"))),
    VerdictCase(
      declaration: "@IBSegueAction func makeDetail(_ c: NSCoder) -> Any?",
      selector: "makeDetail:", expected: .rejected(.notAController(written: "Any?"))),
    VerdictCase(
      declaration: "+ (DetailViewController *)makeDetail:(NSCoder *)coder;",
      selector: "makeDetail:", path: "List.m", expected: .rejected(.classMethod)),
    VerdictCase(
      declaration: "- (DetailViewController *)makeDetail:(NSCoder *)coder sender:(UIButton *)b;",
      selector: "makeDetail:sender:", path: "List.m",
      expected: .rejected(
        .parameterType(position: 1, written: "UIButton *", expected: "id"))),
    VerdictCase(
      declaration: "- (SettingsViewController *)makeDetail:(NSCoder *)coder;",
      selector: "makeDetail:", path: "List.m",
      expected: .rejected(
        .unrelatedReturnType(
          written: "SettingsViewController *", destination: "DetailViewController"))),
  ]

  static func verdict(_ shape: VerdictCase) throws -> SegueActionVerdict? {
    let text =
      shape.path.hasSuffix(".swift")
      ? "class ListViewController: UIViewController {\n  "
        + shape.declaration + " { nil }\n}\n"
      : "@interface ListViewController : UIViewController\n" + shape.declaration + "\n@end\n"
    let index = SourceIndex(files: [("Hierarchy.swift", Self.hierarchy), (shape.path, text)])
    let selector = try #require(SegueActionSelector(shape.selector))
    guard let declaration = index.segueActions(withSelector: shape.selector).first else {
      return nil
    }
    #expect(declaration.className == "ListViewController")
    return declaration.verdict(
      for: selector, destinationClass: shape.destination, hierarchy: index.hierarchy)
  }

  @Test(arguments: accepted)
  func acceptsEveryShapeUIKitAccepts(_ shape: VerdictCase) throws {
    #expect(try Self.verdict(shape) == shape.expected)
  }

  @Test(arguments: rejected)
  func rejectsEveryOtherShapeSayingWhy(_ shape: VerdictCase) throws {
    #expect(try Self.verdict(shape) == shape.expected)
  }

  @Test func aMethodReturningNothingIsNoCandidate() throws {
    let shape = VerdictCase(
      declaration: "- (void)makeDetail:(NSCoder *)coder;", selector: "makeDetail:",
      path: "List.m", expected: .accepted)
    #expect(try Self.verdict(shape) == nil)
  }

  @Test func rejectionsReadAsTheEndOfASentence() {
    let rejection = SegueActionRejection.parameterType(
      position: 1, written: "UIButton?", expected: "Any?")
    #expect(
      rejection.description
        == "takes UIButton? as its second parameter, where UIKit passes the sender (Any?)")
    #expect(
      SegueActionRejection.unrelatedReturnType(written: "A?", destination: "B").description
        == "returns A?, which is neither B, the class of the segue's destination, "
        + "nor a superclass or subclass of it")
  }
}
