import StoryboardExplorer
import StoryboardSimulator
import Testing

/// How a Swift type's qualified name is matched against a scene's class and module.
@Suite struct SceneClassMatchTests {
  /// A type's `String(reflecting:)`, the scene's class and module, and whether they match,
  /// among storyboards that name the modules `App` and `Billing`.
  @Test(
    arguments: [
      // The app's own class, and a test double in the test target, nested or not.
      ("App.ListViewController", "ListViewController", "App", true),
      ("AppTests.ListViewController", "ListViewController", "App", true),
      ("AppTests.NavigationSuite.ListViewController", "ListViewController", "App", true),
      ("AppTests.(unknown context at $10f0).ListViewController", "ListViewController", "App", true),
      ("AppTests.App.ListViewController", "ListViewController", "App", true),
      // Another of the app's modules, as the module or as a namespace.
      ("Billing.ListViewController", "ListViewController", "App", false),
      ("AppTests.Billing.ListViewController", "ListViewController", "App", false),
      // A storyboard that names no module: any module.
      ("Billing.ListViewController", "ListViewController", nil, true),
      // Nested classes, as Swift spells them in the storyboard.
      ("App.Settings.ProfileViewController", "Settings.ProfileViewController", "App", true),
      ("App.ProfileViewController", "Settings.ProfileViewController", "App", false),
      ("AppTests.Settings.ProfileViewController", "ProfileViewController", "App", true),
      // Another name, a name that only ends like it, generic arguments.
      ("App.ListViewController", "DetailViewController", "App", false),
      ("App.MyListViewController", "ListViewController", "App", false),
      ("App.ListViewController<Swift.Int>", "ListViewController", "App", true),
      // Objective-C classes have no module in their name.
      ("UINavigationController", "UINavigationController", nil, true),
    ] as [(String, String, String?, Bool)])
  func matchesByNameThenModule(qualified: String, className: String, module: String?, matches: Bool)
  {
    let match = SceneClassMatch(qualifiedName: qualified)
    #expect(
      match.matches(className: className, module: module, modules: ["App", "Billing"]) == matches)
  }
}
