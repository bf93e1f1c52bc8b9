import SourceIndex
import StoryboardKit
import Testing

/// The places code opens a storyboard or a scene that are not a literal name: initial
/// controllers (with the storyboard named just before), generated accessors, computed names.
@Suite struct CodeOpeningTests {
  static func openings(_ text: String, path: String = "File.swift") -> [CodeOpening.Kind] {
    var index = SourceIndex()
    index.add(text: text, path: path)
    return index.codeOpenings.map(\.kind)
  }

  @Test func anInitialControllerTakesTheStoryboardNamedJustBefore() {
    let kinds = Self.openings(
      """
      let storyboard = UIStoryboard(name: "Settings", bundle: nil)
      let settings = storyboard.instantiateInitialViewController()
      let window = NSStoryboard(name: NSStoryboard.Name("Prefs"), bundle: nil)
        .instantiateInitialController()
      let launch = UIStoryboard.init(name: "Launch", bundle: nil).instantiateInitialViewController()
      """)
    #expect(
      kinds == [
        .initialController(storyboard: "Settings"), .initialController(storyboard: "Prefs"),
        .initialController(storyboard: "Launch"),
      ])
  }

  @Test func anInitialControllerFarFromAnyStoryboardNameIsNotKnown() {
    let filler = String(repeating: "let x = 1\n", count: 30)
    let kinds = Self.openings(
      "let s = UIStoryboard(name: \"A\", bundle: nil)\n" + filler
        + "s.instantiateInitialViewController()\n")
    #expect(kinds == [.initialController(storyboard: nil)])
  }

  /// Wheelmap's UIStoryboard category: each storyboard is named in a method of its own, and
  /// another opens the POI one's initial controller through `UIStoryboard.poiStoryboard`. The
  /// name written last before it, in another method, is the Intro one, which it does not open.
  @Test func aStoryboardNamedInAnotherMethodIsNotTheOneOpened() {
    let objectiveC = Self.openings(
      """
      + (UIStoryboard*)introStoryboard {
      	return [UIStoryboard storyboardWithName:@"Intro" bundle:nil];
      }

      + (id)instantiatedDetailViewController {
      	return [UIStoryboard.poiStoryboard instantiateInitialViewController];
      }
      """, path: "UIStoryboard+App.m")
    #expect(objectiveC == [.initialController(storyboard: nil)])
    let swift = Self.openings(
      """
      extension UIStoryboard {
        static func intro() -> UIStoryboard { UIStoryboard(name: "Intro", bundle: nil) }
        static func detail() -> UIViewController? { poi.instantiateInitialViewController() }
      }
      """)
    #expect(swift == [.initialController(storyboard: nil)])
  }

  @Test func namesThatAreNoLiteralAreRecorded() {
    let kinds = Self.openings(
      """
      let a = UIStoryboard(name: name, bundle: nil)
      let b = a.instantiateViewController(withIdentifier: "Fixed")
      let c = a.instantiateViewController(withIdentifier: identifier)
      let d = a.instantiateViewController(identifier: "\\(prefix)Scene")
      let e = a.instantiateInitialViewController()
      """)
    #expect(
      kinds == [
        .nonLiteralStoryboard, .nonLiteralScene, .nonLiteralScene,
        .initialController(storyboard: nil),
      ])
  }

  @Test func aWrappedAppKitNameIsALiteral() {
    let kinds = Self.openings(
      """
      let c = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("A"))
      """)
    #expect(kinds.isEmpty)
  }

  @Test func generatedAccessorsNameTheStoryboardAndTheScene() {
    let kinds = Self.openings(
      """
      let a = StoryboardScene.Settings.help.instantiate()
      let b = StoryboardScene.Main.initialScene.instantiate()
      enum StoryboardScene { enum Main {} }
      let c = R.storyboard.main.instantiateInitialViewController()
      let d = R.storyboard.settings.profile()
      let e = R.storyboard.main.name
      """)
    #expect(
      kinds == [
        .generatedScene(storyboard: "Settings", member: "help"),
        .generatedScene(storyboard: "Main", member: "initialScene"),
        .generatedScene(storyboard: "main", member: "initialScene"),
        .generatedScene(storyboard: "settings", member: "profile"),
      ])
  }

  /// Swift 2 spelled the calls as Objective-C names them, the first argument unlabelled:
  /// Apple's Lister opens its Mac window controller with
  /// `storyboard.instantiateControllerWithIdentifier(StoryboardConstants.listWindow…)`, and
  /// explore found nothing to start from (its storyboard has no initial controller).
  @Test func swift2CallsAreReadToo() {
    let text = """
      let a = storyboard.instantiateViewControllerWithIdentifier("Fixed")
      let b = storyboard.instantiateControllerWithIdentifier(Constants.identifier)
      performSegueWithIdentifier("ShowDetail", sender: self)
      override func performSegueWithIdentifier(identifier: String, sender: AnyObject?) {}
      """
    #expect(Self.openings(text) == [.nonLiteralScene])
    var index = SourceIndex()
    index.add(text: text, path: "File.swift")
    #expect(index.literalUses.map(\.value) == ["Fixed", "ShowDetail"])
    #expect(index.literalUses.map(\.kind) == [.sceneIdentifier, .segueIdentifier])
  }

  @Test func objectiveCMessagesAreReadToo() {
    let kinds = Self.openings(
      """
      UIStoryboard *s = [UIStoryboard storyboardWithName:@"Onboarding" bundle:nil];
      UIViewController *c = [s instantiateInitialViewController];
      UIViewController *d = [s instantiateViewControllerWithIdentifier:identifier];
      """, path: "File.m")
    #expect(kinds == [.initialController(storyboard: "Onboarding"), .nonLiteralScene])
  }
}
