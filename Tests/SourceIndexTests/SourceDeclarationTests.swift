import SourceIndex
import StoryboardKit
import Testing

@Suite struct SourceDeclarationTests {
  static func index(_ text: String, path: String = "File.swift") -> SourceIndex {
    SourceIndex(files: [(path, text)])
  }

  @Test func segueActionsBelongToTheirClassExtensionOrCategory() {
    let swift = Self.index(
      """
      final class List: UIViewController {
        struct Model { func make(_ c: NSCoder) -> Int { 0 } }
        @IBSegueAction func makeA(_ coder: NSCoder) -> UIViewController? {
          let closure = { (x: Int) -> Int in x }
          return nil
        }
      }
      extension UIKit.List {
        @IBSegueAction func makeB(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
      }
      @IBSegueAction func makeC(_ coder: NSCoder) -> UIViewController? { nil }
      """)
    #expect(swift.segueActions.map(\.baseName) == ["make", "makeA", "makeB", "makeC"])
    #expect(swift.segueActions.map(\.className) == ["Model", "List", "List", nil])
    let objectiveC = Self.index(
      """
      @interface List (Segues)
      - (IBSegueAction UIViewController *)makeA:(NSCoder *)coder;
      @end
      @implementation List
      - (UIViewController *)makeB:(NSCoder *)coder sender:(id)sender {
        return [[Detail alloc] initWithCoder:coder];
      }
      @end
      """, path: "List.m")
    #expect(objectiveC.segueActions.map(\.baseName) == ["makeA", "makeB"])
    #expect(objectiveC.segueActions.map(\.className) == ["List", "List"])
    #expect(objectiveC.segueActions.map(\.isMarked) == [true, false])
  }

  @Test func readsParametersEffectsAndReturnTypes() throws {
    let index = Self.index(
      """
      class A {
        @IBSegueAction @MainActor private func make(
          with coder: NSCoder, sender: Any? = nil, segueIdentifier id: Swift.String?
        ) async throws -> Optional<Detail> where T: P { nil }
        @objc(build:) func other(_ c: NSCoder) -> Dictionary<String, (Int) -> Void> { [:] }
        func noReturn(_ c: NSCoder) {}
        func tooMany(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int { 0 }
      }
      """)
    #expect(index.segueActions.count == 2)
    let make = try #require(index.segueActions.first)
    #expect(make.labels == ["with", "sender", "segueIdentifier"])
    #expect(make.parameterTypes.map(\.name) == ["NSCoder", "Any", "String"])
    #expect(make.parameterTypes.map(\.isOptional) == [false, true, true])
    #expect(make.returnType.name == "Detail")
    #expect(make.returnType.isOptional)
    #expect(make.isAsync && make.isThrowing && make.isMarked && make.isExposed)
    #expect(
      make.selectors == [
        "makeWithWith:sender:segueIdentifier:", "makeWith:sender:segueIdentifier:",
      ])
    #expect(make.swiftReference == "make(with:sender:segueIdentifier:)")
    #expect(make.location == TextLocation(line: 2, column: 37))
    let other = try #require(index.segueActions.last)
    #expect(other.selectors == ["build:"])
    #expect(other.returnType.written == "Dictionary<String,(Int)->Void>")
  }

  @Test func objcMembersAndObjcExtensionsExposeTheirMethods() {
    let index = Self.index(
      """
      @objcMembers class A: UIViewController { func makeA(_ c: NSCoder) -> A? { nil } }
      @objc extension A { func makeB(_ c: NSCoder) -> A? { nil } }
      extension A { func makeC(_ c: NSCoder) -> A? { nil } }
      @objc class B: UIViewController { func makeD(_ c: NSCoder) -> A? { nil } }
      """)
    #expect(index.segueActions.map(\.isExposed) == [true, true, false, false])
  }

  @Test func stringInterpolationsDoNotEndTheLiteralOrOpenBlocks() {
    let index = Self.index(
      """
      class A {
        let s = "x \\(f("}")) y"
        @IBSegueAction func make(_ c: NSCoder) -> UIViewController? { nil }
      }
      """)
    #expect(index.segueActions.map(\.className) == ["A"])
  }

  @Test func findsTheClassesThatOverridePerformSegue() {
    let swift = Self.index(
      """
      class Router: UIViewController {
        override func performSegue(withIdentifier identifier: String, sender: Any?) {
          super.performSegue(withIdentifier: identifier, sender: sender)
        }
      }
      class Screen: Router {}
      class Plain: UIViewController {
        func performSegue(withIdentifier identifier: String, sender: Any?, animated: Bool) {}
      }
      """)
    #expect(swift.performSegueOverriders == ["Router"])
    #expect(swift.overridesPerformSegue("Screen"))
    #expect(!swift.overridesPerformSegue("Plain"))
    let objectiveC = Self.index(
      """
      @interface Declared : UIViewController
      - (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender;
      @end
      @implementation Router
      - (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
        [super performSegueWithIdentifier:identifier sender:sender];
      }
      @end
      """, path: "Router.m")
    #expect(objectiveC.performSegueOverriders == ["Router"])
  }

  @Test func findsTheClassesThatDecideWhereShowGoes() {
    let swift = Self.index(
      """
      class Pause: UIViewController {
        override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? { nil }
      }
      class Shower: UIViewController {
        override func show(_ vc: UIViewController, sender: Any?) {}
      }
      class Menu: Pause {}
      class Plain: UIViewController {
        func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? { nil }
        override func show(_ vc: UIViewController) {}
      }
      """)
    #expect(swift.showRedirectors == ["Pause", "Shower"])
    #expect(swift.redirectsShow("Menu"))
    #expect(!swift.redirectsShow("Plain"))
    let objectiveC = Self.index(
      """
      @implementation Pause
      - (UIViewController *)targetViewControllerForAction:(SEL)action sender:(id)sender {
        return nil;
      }
      @end
      @interface Declared : UIViewController
      - (void)showViewController:(UIViewController *)vc sender:(id)sender;
      @end
      """, path: "Pause.m")
    #expect(objectiveC.showRedirectors == ["Pause"])
  }

  /// Swift 2 overrode them by their Objective-C names: Yep's SegueViewController overrides
  /// `performSegueWithIdentifier(identifier: String, sender: AnyObject?)`.
  @Test func findsSwift2sOverrides() {
    let swift = Self.index(
      """
      class SegueViewController: UIViewController {
        override func performSegueWithIdentifier(identifier: String, sender: AnyObject?) {}
      }
      class Pause: UIViewController {
        override func targetViewControllerForAction(action: Selector, sender: AnyObject?) -> UIViewController? { return nil }
      }
      class Shower: UIViewController {
        override func showViewController(vc: UIViewController, sender: AnyObject?) {}
      }
      class Plain: UIViewController {
        func performSegueWithIdentifier(identifier: String, sender: AnyObject?) {}
        func showViewController(vc: UIViewController, sender: AnyObject?) {}
      }
      """)
    #expect(swift.performSegueOverriders == ["SegueViewController"])
    #expect(swift.showRedirectors == ["Pause", "Shower"])
  }

  /// Swift 2 handed a segue on as `router.prepareForSegue(segue, sender: sender)`.
  @Test func findsSwift2sForwardedPreparations() {
    let swift = Self.index(
      """
      class Container: UIViewController {
        override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
          super.prepareForSegue(segue, sender: sender)
          child?.prepareForSegue(segue, sender: sender)
        }
      }
      class Plain: UIViewController {
        override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
          super.prepareForSegue(segue, sender: sender)
          self.prepareForSegue(segue, sender: sender)
        }
      }
      """)
    #expect(swift.preparationForwarders == ["Container"])
  }

  @Test func findsTheLiteralsThatNameScenesAndStoryboards() {
    let swift = Self.index(
      """
      class A: UIViewController {
        func go() {
          let board = UIStoryboard(name: "Main", bundle: nil)
          _ = board.instantiateViewController(withIdentifier: "Detail")
          _ = board.instantiateViewController(identifier: "Editor") { coder in nil }
          _ = NSStoryboard(name: NSStoryboard.Name("Prefs"), bundle: nil)
            .instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("Window"))
          _ = storyboard?.instantiateController(identifier: "Sheet", creator: nil)
          let wrapped = NSStoryboard.SceneIdentifier(rawValue: "Wrapped")
          _ = board.instantiateViewController(withIdentifier: name)
          _ = board.instantiateViewController(withIdentifier: "Step\\(n)")
        }
      }
      """)
    #expect(
      swift.literalUses.map { "\($0.kind):\($0.value)" } == [
        "storyboardName:Main", "sceneIdentifier:Detail", "sceneIdentifier:Editor",
        "storyboardName:Prefs", "sceneIdentifier:Window", "sceneIdentifier:Sheet",
        "sceneIdentifier:Wrapped",
      ])
    #expect(swift.literalUses.allSatisfy { $0.enclosingClass == "A" })
    #expect(swift.literalUses[1].location == TextLocation(line: 4, column: 57))
    let objectiveC = Self.index(
      """
      UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
      id x = [board instantiateViewControllerWithIdentifier:@"Detail"];
      id y = [board instantiateControllerWithIdentifier:@"Window"];
      """, path: "A.m")
    #expect(
      objectiveC.literalUses.map { "\($0.kind):\($0.value)" } == [
        "storyboardName:Main", "sceneIdentifier:Detail", "sceneIdentifier:Window",
      ])
  }
}
