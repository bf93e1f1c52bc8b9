import SourceIndex
import StoryboardKit
import Testing

@Suite struct SourceScannerTests {
  static func index(_ text: String, path: String = "File.swift") -> SourceIndex {
    var index = SourceIndex()
    index.add(text: text, path: path)
    return index
  }

  @Test func findsSwiftClassesAndSkipsClassMembers() {
    let index = Self.index(
      """
      final class A: UIViewController { class func make() {} ; class var x: Int { 1 } }
      @objc(B) public class C<T> {}
      /* class Commented {} */ // class AlsoCommented
      let s = "class InString"
      """)
    #expect(index.classes == ["A", "B", "C"])
  }

  @Test func recordsWhatEachClassInheritsFromFirstDeclarationWinning() {
    let swift = Self.index(
      """
      final class A: UIViewController, UITableViewDelegate {}
      class B<T: Equatable>: A {}
      class C: UIKit.UIViewController {}
      class Root {}
      class A: SomethingElse {}
      """)
    #expect(swift.superclasses == ["A": "UIViewController", "B": "A", "C": "UIViewController"])
    let objectiveC = Self.index(
      """
      @interface Legacy : A <UITextFieldDelegate>
      @end
      @interface Legacy ()
      @end
      @implementation Legacy
      @end
      """, path: "Legacy.h")
    #expect(objectiveC.superclasses == ["Legacy": "A"])
  }

  @Test func findsObjectiveCClassesAndMethods() {
    let index = Self.index(
      """
      @interface ListViewController : UITableViewController
      - (IBAction)unwindToList:(UIStoryboardSegue *)segue;
      + (instancetype)make;
      @end
      @implementation ListViewController
      @end
      """, path: "List.m")
    #expect(index.classes == ["ListViewController"])
    #expect(index.declaresMethod("unwindToList:"))
    #expect(index.declaresMethod("make"))
    #expect(!index.declaresMethod("unwindToLst:"))
  }

  @Test(
    arguments: [
      ("func done(_ segue: UIStoryboardSegue)", "done:"),
      ("func unwind(segue: UIStoryboardSegue)", "unwindWithSegue:"),
      ("func make(coder: NSCoder, sender: Any?)", "makeWithCoder:sender:"),
      ("func back<T>(to segue: T)", "backTo:"),
      ("@objc(goHome:) func home(_ s: UIStoryboardSegue)", "goHome:"),
    ])
  func swiftSelectors(_ declaration: String, _ selector: String) {
    #expect(Self.index(declaration).declaresMethod(selector))
  }

  @Test func findsPerformedLiteralsWithTheirLocations() {
    let index = Self.index(
      """
      performSegue(withIdentifier: "One", sender: nil)
        performSegue(withIdentifier: id, sender: nil)
      performSegue(withIdentifier: "Two\\(n)", sender: nil)
      [self performSegueWithIdentifier:@"Three" sender:self];
      """)
    #expect(index.performedIdentifiers.map(\.value) == ["One", "Three"])
    #expect(
      index.performedIdentifiers.map(\.location)
        == [TextLocation(line: 1, column: 30), TextLocation(line: 4, column: 34)])
  }

  @Test func unterminatedTextDoesNotHang() {
    let index = Self.index("performSegue(withIdentifier: \"open\n/* never closed")
    #expect(index.performedIdentifiers.map(\.value) == ["open"])
  }
}
