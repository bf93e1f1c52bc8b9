import Foundation
import HeadlessNavigation
import SegueKit
import Testing

/// The platform-free decision behind every platform's `instantiate()`.
@MainActor
@Suite struct SceneTypeTests {
  @Test func aControllerOfTheSceneClassOrASubclassIsTheScene() throws {
    let editor = JobEditorController()
    #expect(try StoryboardScene.Main.jobEditor.resolve(editor).get() === editor)
    let navigation = HeadlessNavigationController(root: JobEditorController())
    let scene: SceneType<StoryboardScene.Main, HeadlessController> = "Settings"
    #expect(try scene.resolve(navigation).get() === navigation)
  }

  @Test func aControllerOfAnotherClassNamesTheStoryboardTheSceneAndBothClasses() {
    let result = StoryboardScene.Main.jobEditor.resolve(SettingsController())
    let expected = SceneFailure.mismatch(
      storyboard: "Main", identifier: "JobEditor", expected: "JobEditorController",
      found: "SettingsController")
    #expect(throws: expected) { try result.get() }
  }

  @Test func classesWithTheSameNameAreNamedWithTheirModules() {
    let scene = SceneType<StoryboardScene.Main, Payroll.EditorController>(identifier: "Editor")
    let expected = SceneFailure.mismatch(
      storyboard: "Main", identifier: "Editor",
      expected: "SegueKitTests.Payroll.EditorController",
      found: "SegueKitTests.Invoicing.EditorController")
    #expect(throws: expected) { try scene.resolve(Invoicing.EditorController()).get() }
  }

  @Test func theInitialSceneIsCheckedTheSameWay() throws {
    let list = JobListController()
    #expect(try StoryboardScene.Main.initialScene.resolve(list).get() === list)
    let expected = SceneFailure.mismatch(
      storyboard: "Main", identifier: nil, expected: "JobListController",
      found: "HeadlessNavigationController")
    #expect(throws: expected) {
      try StoryboardScene.Main.initialScene.resolve(HeadlessNavigationController(root: list)).get()
    }
  }

  @Test func aStoryboardWithoutAnInitialControllerHasNoInitialScene() {
    let expected = SceneFailure.noInitialScene(storyboard: "Main", expected: "JobListController")
    #expect(throws: expected) { try StoryboardScene.Main.initialScene.resolve(nil).get() }
  }

  @Test func theGeneratedBundleIsTheBundleOfTheModulesClasses() {
    #expect(StoryboardScene.Main.bundle == Bundle(for: JobListController.self))
    #expect(StoryboardScene.Main.jobEditor.bundle == StoryboardScene.Main.bundle)
    #expect(StoryboardScene.Main.initialScene.bundle == StoryboardScene.Main.bundle)
  }

  @Test func aSceneNamesItsStoryboardThroughItsStoryboardType() {
    #expect(StoryboardScene.Main.jobEditor.storyboardName == "Main")
    #expect(StoryboardScene.Main.initialScene.storyboardName == "Main")
    #expect(StoryboardScene.Preferences.general.storyboardName == "Preferences")
    #expect(StoryboardScene.Main.jobEditor.identifier == "JobEditor")
  }

  @Test func scenesAreEqualWhenTheyNameTheSameIdentifierOfTheSameStoryboard() {
    let same: SceneType<StoryboardScene.Main, JobEditorController> = "JobEditor"
    #expect(same == StoryboardScene.Main.jobEditor)
    #expect(Set([same, StoryboardScene.Main.jobEditor]).count == 1)
    let other = SceneType<StoryboardScene.Main, JobEditorController>(identifier: "JobCreator")
    #expect(other != StoryboardScene.Main.jobEditor)
    #expect(
      InitialSceneType<StoryboardScene.Main, JobListController>()
        == StoryboardScene.Main.initialScene)
  }
}
