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
    let scene = SceneType<HeadlessController>(
      storyboard: "Main", identifier: "Settings", bundle: .main)
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
    let scene = SceneType<Payroll.EditorController>(
      storyboard: "Main", identifier: "Editor", bundle: .main)
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
  }

  @Test func scenesAreEqualWhenTheyNameTheSameStoryboardIdentifierAndBundle() {
    let same = SceneType<JobEditorController>(
      storyboard: "Main", identifier: "JobEditor", bundle: StoryboardScene.Main.bundle)
    #expect(same == StoryboardScene.Main.jobEditor)
    #expect(Set([same, StoryboardScene.Main.jobEditor]).count == 1)
    let other = SceneType<JobEditorController>(
      storyboard: "Main", identifier: "JobCreator", bundle: StoryboardScene.Main.bundle)
    #expect(other != StoryboardScene.Main.jobEditor)
    #expect(StoryboardScene.Main.jobEditor.storyboardName == "Main")
    #expect(StoryboardScene.Main.jobEditor.identifier == "JobEditor")
    #expect(
      InitialSceneType<JobListController>(storyboard: "Main", bundle: StoryboardScene.Main.bundle)
        == StoryboardScene.Main.initialScene)
    #expect(
      InitialSceneType<JobListController>(storyboard: "Settings", bundle: .main)
        != StoryboardScene.Main.initialScene)
  }
}
