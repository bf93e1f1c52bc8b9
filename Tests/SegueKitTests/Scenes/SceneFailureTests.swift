import SegueKit
import Testing

@Suite struct SceneFailureTests {
  @Test func aMismatchNamesTheStoryboardTheIdentifierAndBothClasses() {
    let failure = SceneFailure.mismatch(
      storyboard: "Main", identifier: "JobEditor", expected: "JobEditorViewController",
      found: "UIViewController")
    #expect(
      failure.description
        == "The scene 'JobEditor' of storyboard 'Main' is a UIViewController, not the expected "
        + "JobEditorViewController. Check the scene's class and module in the storyboard (a "
        + "class that cannot be found gives a plain controller), and generate the scenes again "
        + "after changing the storyboard.")
  }

  @Test func aMismatchOfTheInitialSceneSaysSo() {
    let failure = SceneFailure.mismatch(
      storyboard: "Main", identifier: nil, expected: "JobListViewController",
      found: "UINavigationController")
    #expect(
      failure.description
        == "The initial scene of storyboard 'Main' is a UINavigationController, not the expected "
        + "JobListViewController. Check the scene's class and module in the storyboard (a class "
        + "that cannot be found gives a plain controller), and generate the scenes again after "
        + "changing the storyboard.")
  }

  @Test func aStoryboardWithoutAnInitialSceneSaysWhatToMark() {
    let failure = SceneFailure.noInitialScene(
      storyboard: "Settings", expected: "SettingsViewController")
    #expect(
      failure.description
        == "Storyboard 'Settings' has no initial scene, so it cannot make the expected "
        + "SettingsViewController. Mark a scene as the initial controller in the storyboard, and "
        + "generate the scenes again after changing the storyboard.")
  }
}
