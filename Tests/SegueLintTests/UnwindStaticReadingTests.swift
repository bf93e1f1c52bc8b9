import Foundation
import SourceIndex
import StoryboardExplorer
import StoryboardKit
import Testing

@testable import SegueLint

/// `unwind-without-destination` judges an unwind no explored path reaches by the static
/// reading, says so, and finds nothing where that reading cannot decide.
@Suite struct UnwindStaticReadingTests {
  static func storyboard(_ name: String, initial: String?, _ scenes: String...) throws
    -> StoryboardDocument
  {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch"\(initialAttribute)><scenes>
      \(scenes.joined(separator: "\n"))
      </scenes></document>
      """
    return try StoryboardParser.parse(bytes: Array(text.utf8), path: name + ".storyboard")
  }

  /// A scene whose controller is `element`, of class `id` unless `element` says otherwise.
  static func scene(_ id: String, _ element: String = "viewController", _ connections: String...)
    -> String
  {
    let custom = element == "viewController" ? " customClass=\"\(id)\"" : ""
    return """
      <scene sceneID="s-\(id)"><objects><\(element) id="\(id)"\(custom) \
      sceneMemberID="viewController"><connections>\(connections.joined())</connections>\
      </\(element)><exit id="x-\(id)" sceneMemberID="exit"/></objects></scene>
      """
  }

  static func segue(_ id: String, to destination: String, _ kind: String = "custom") -> String {
    let custom = kind == "custom" ? #" customClass="FadeSegue""# : ""
    return #"<segue destination="\#(destination)" kind="\#(kind)"\#(custom) id="\#(id)"/>"#
  }

  static func root(_ id: String, of container: String, _ relationship: String) -> String {
    #"<segue destination="\#(id)" kind="relationship" relationship="\#(relationship)" id="r-\#(container)-\#(id)"/>"#
  }

  static func unwind(_ action: String, from scene: String) -> String {
    #"<segue destination="x-\#(scene)" kind="unwind" unwindAction="\#(action)" id="u-\#(scene)"/>"#
  }

  /// `name`: a navigation controller whose root `Home` shows `List` and reaches `Settings` by
  /// a custom segue the simulator cannot perform; `Settings` unwinds to `action`.
  static func app(_ name: String = "Main", action: String = "unwindToList:") throws
    -> StoryboardDocument
  {
    try storyboard(
      name, initial: "nav",
      scene("nav", "navigationController", root("Home", of: "nav", "rootViewController")),
      scene(
        "Home", "viewController", segue("h-l", to: "List", "show"), segue("h-s", to: "Settings")),
      scene("List"),
      scene("Settings", "viewController", unwind(action, from: "Settings")))
  }

  static let classes = """
    class Home: UIViewController {}
    class List: UITableViewController { @IBAction func unwindToList(_ segue: UIStoryboardSegue) {} }
    class Settings: UIViewController {}
    """

  static func messages(_ documents: [StoryboardDocument], _ code: String) -> [String] {
    let context = LintContext(
      documents: documents, sources: SourceIndex(files: [("App.swift", code)]))
    return UnwindWithoutDestinationRule().check(context).map(\.message)
  }

  @Test func anUnwindNoPathReachesIsReadStaticallyAndSaysSo() throws {
    let messages = Self.messages([try Self.app()], Self.classes)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("No controller the unwind from 'Settings' searches") == true)
    #expect(
      messages.first?.contains(
        "(read statically: no explored path reaches the segue, and no scene from which "
          + "'Settings' can be reached, nor a child such a scene holds, declares it)") == true)
  }

  @Test func theExploredReadingKeepsPriority() throws {
    // Presented, not pushed by a custom segue: the simulator reaches the unwind and finds
    // nobody, though the static reading could not decide (Root is declared nowhere).
    let document = try Self.storyboard(
      "Main", initial: "Home",
      Self.scene("Home", "viewController", Self.segue("h-s", to: "Settings", "presentation")),
      Self.scene("Settings", "viewController", Self.unwind("unwindToRoot:", from: "Settings")))
    let code = """
      class Home: UIViewController {}
      class Settings: UIViewController {}
      class Root: UIViewController { @IBAction func unwindToRoot(_ segue: UIStoryboardSegue) {} }
      """
    let messages = Self.messages([document], code)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("on any path the simulator explores (on the path Main → ") == true)
  }

  @Test func aControllerThatCanBeBelowDeclaringTheActionIsFound() throws {
    let code = Self.classes.replacingOccurrences(
      of: "class Home: UIViewController {}",
      with:
        "class Home: UIViewController { @IBAction func unwindToList(_ s: UIStoryboardSegue) {} }")
    #expect(Self.messages([try Self.app()], code).isEmpty)
  }

  @Test func anExtensionOfUIViewControllerImplementsItEverywhere() throws {
    let code =
      Self.classes + """

        extension UIViewController { @IBAction func unwindToHome(_ s: UIStoryboardSegue) {} }
        """
    #expect(Self.messages([try Self.app(action: "unwindToHome:")], code).isEmpty)
    // Without it, nobody below the settings implements the action.
    let elsewhere = Self.classes.replacingOccurrences(
      of: "class List: UITableViewController {",
      with: "class List: UITableViewController {\n"
        + "  @IBAction func unwindToHome(_ s: UIStoryboardSegue) {}")
    #expect(Self.messages([try Self.app(action: "unwindToHome:")], elsewhere).count == 1)
  }

  @Test func anExtensionOfUIViewControllerCountsOnExploredPathsToo() throws {
    // IBAnimatable's way: every controller, with a custom class or not, has the action.
    let document = try Self.storyboard(
      "Main", initial: "nav",
      Self.scene("nav", "navigationController", Self.root("Home", of: "nav", "rootViewController")),
      Self.scene("Home", "viewController", Self.segue("h-s", to: "Settings", "presentation")),
      Self.scene(
        "Settings", "viewController", Self.unwind("unwindToViewController:", from: "Settings")))
    let code = """
      class Home: UITableViewController {}
      class Settings: UIViewController {}
      public extension UIViewController {
        @IBAction func unwindToViewController(_ sender: UIStoryboardSegue) {}
      }
      """
    let context = LintContext(
      documents: [document], sources: SourceIndex(files: [("App.swift", code)]))
    let tries = context.paths?.segues.values.map(\.tally.tries).reduce(0, +) ?? 0
    #expect(tries > 0)
    #expect(UnwindWithoutDestinationRule().check(context).isEmpty)
  }

  @Test func aSuperclassTheSourcesDoNotShowIsUndecided() throws {
    let code = Self.classes.replacingOccurrences(
      of: "class Home: UIViewController {}", with: "class Home: FormViewController {}")
    #expect(Self.messages([try Self.app()], code).isEmpty)
  }

  @Test func aClassNoSceneUsesMayBeCreatedByCode() throws {
    let code =
      Self.classes + """

        class Menu: UIViewController { @IBAction func unwindToList(_ s: UIStoryboardSegue) {} }
        """
    #expect(Self.messages([try Self.app()], code).isEmpty)
  }

  @Test func aStoryboardThatIsNotLaunchedIsUndecided() throws {
    // Code may open Flow's initial controller in any container.
    #expect(Self.messages([try Self.app("Flow")], Self.classes).isEmpty)
  }

  @Test func theSearchFollowsStoryboardReferences() throws {
    let main = try Self.storyboard(
      "Main", initial: "nav",
      Self.scene("nav", "navigationController", Self.root("Home", of: "nav", "rootViewController")),
      Self.scene("Home", "viewController", Self.segue("h-s", to: "ref")),
      #"<scene sceneID="s-ref"><objects><viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/></objects></scene>"#
    )
    let settings = try Self.storyboard(
      "Settings", initial: "Settings",
      Self.scene("Settings", "viewController", Self.unwind("unwindToHome:", from: "Settings")))
    let declared = """
      class Home: UIViewController { @IBAction func unwindToHome(_ s: UIStoryboardSegue) {} }
      class Settings: UIViewController {}
      """
    #expect(Self.messages([main, settings], declared).isEmpty)
    let elsewhere = """
      class Home: UIViewController {}
      class Settings: UIViewController { @IBAction func unwindToHome(_ s: UIStoryboardSegue) {} }
      """
    let messages = Self.messages([main, settings], elsewhere)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("(read statically: ") == true)
  }

  @Test func theOtherChildrenOfAContainerBelowAreSearched() throws {
    let document = try Self.storyboard(
      "Main", initial: "tabs",
      Self.scene(
        "tabs", "tabBarController", Self.root("A", of: "tabs", "viewControllers"),
        Self.root("B", of: "tabs", "viewControllers")),
      Self.scene("A"),
      Self.scene("B", "viewController", Self.segue("b-s", to: "Settings")),
      Self.scene("Settings", "viewController", Self.unwind("unwindToA:", from: "Settings")))
    let code = """
      class A: UIViewController { @IBAction func unwindToA(_ s: UIStoryboardSegue) {} }
      class B: UIViewController {}
      class Settings: UIViewController {}
      """
    #expect(Self.messages([document], code).isEmpty)
  }

  @Test func aSceneNothingReachesIsNotJudged() throws {
    let document = try Self.storyboard(
      "Main", initial: "Home", Self.scene("Home"),
      Self.scene("Settings", "viewController", Self.unwind("unwindToList:", from: "Settings")),
      Self.scene("List"))
    #expect(Self.messages([document], Self.classes).isEmpty)
  }
}
