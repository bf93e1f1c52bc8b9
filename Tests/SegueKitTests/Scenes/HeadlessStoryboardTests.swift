import Foundation
import HeadlessNavigation
import SegueKit
import Testing

/// Typed scenes instantiated from a headless storyboard, as an app's tests do.
@MainActor
@Suite struct HeadlessStoryboardTests {
  let storyboard = HeadlessStoryboard(
    name: "Main",
    initialScene: { JobListController() },
    scenes: [
      "JobEditor": { JobEditorController() },
      "Settings": { HeadlessNavigationController(root: SettingsController()) },
      "Legacy": { SettingsController() },
    ])

  @Test func aSceneIsANewControllerOfItsClassEachTime() throws {
    let first = try StoryboardScene.Main.jobEditor.instantiate(from: storyboard)
    let second = try StoryboardScene.Main.jobEditor.instantiate(from: storyboard)
    #expect(first !== second)
    first.job = Job(employer: "Acme")
    #expect(second.job == nil)
    let settings = try StoryboardScene.Main.settings.instantiate(from: storyboard)
    #expect(settings.viewControllers.map(\.name) == ["SettingsController"])
  }

  @Test func theInitialSceneIsItsInitialController() throws {
    let list: JobListController = try StoryboardScene.Main.initialScene.instantiate(
      from: storyboard)
    #expect(list.name == "JobListController")
  }

  @Test func aSceneOfAnotherClassFailsAsOnUIKit() throws {
    let legacy: SceneType<StoryboardScene.Main, JobEditorController> = "Legacy"
    let expected = SceneFailure.mismatch(
      storyboard: "Main", identifier: "Legacy", expected: "JobEditorController",
      found: "SettingsController")
    #expect(throws: expected) { try legacy.resolveController(from: storyboard).get() }
    #expect(try legacy.instantiateIfMatching(from: storyboard) == nil)
  }

  @Test func anInitialSceneOfAnotherClassOrNoneFails() throws {
    let navigation = HeadlessStoryboard(
      name: "Main", initialScene: { HeadlessNavigationController(root: JobListController()) })
    #expect(
      throws: SceneFailure.mismatch(
        storyboard: "Main", identifier: nil, expected: "JobListController",
        found: "HeadlessNavigationController")
    ) { try StoryboardScene.Main.initialScene.resolveController(from: navigation).get() }
    #expect(try StoryboardScene.Main.initialScene.instantiateIfMatching(from: navigation) == nil)

    let withoutInitial = HeadlessStoryboard(name: "Main")
    #expect(throws: SceneFailure.noInitialScene(storyboard: "Main", expected: "JobListController"))
    {
      try StoryboardScene.Main.initialScene.resolveController(from: withoutInitial).get()
    }
  }

  @Test func anIdentifierWithoutASceneThrowsUIKitsReason() {
    let missing: SceneType<StoryboardScene.Main, JobEditorController> = "JobCreator"
    let expected = HeadlessNavigationError.noScene(storyboard: "Main", identifier: "JobCreator")
    #expect(throws: expected) { try missing.instantiate(from: storyboard) }
    #expect(throws: expected) { try missing.instantiateIfMatching(from: storyboard) }
    #expect(
      expected.description
        == "Storyboard (Main) doesn't contain a view controller with identifier 'JobCreator'")
  }

  @Test func aSceneOfAnotherStoryboardThrows() {
    let expected = HeadlessNavigationError.noStoryboard(named: "Preferences", headless: "Main")
    #expect(throws: expected) {
      try StoryboardScene.Preferences.general.instantiate(from: storyboard)
    }
    #expect(
      expected.description
        == "Could not find a storyboard named 'Preferences': the headless storyboard is named "
        + "'Main'.")
    let initial = InitialSceneType<StoryboardScene.Preferences, JobListController>()
    #expect(throws: expected) { try initial.instantiate(from: storyboard) }
  }

  @Test func itListsItsIdentifiersSorted() {
    #expect(storyboard.identifiers == ["JobEditor", "Legacy", "Settings"])
  }

  @Test func aMismatchTrapsWithTheSentenceOfTheFailure() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let storyboard = HeadlessStoryboard(
        name: "Main", scenes: ["JobEditor": { JobListController() }])
      _ = try await StoryboardScene.Main.jobEditor.instantiate(from: storyboard)
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    let failure = SceneFailure.mismatch(
      storyboard: "Main", identifier: "JobEditor", expected: "JobEditorController",
      found: "JobListController")
    #expect(output.contains("Fatal error: \(failure.description)\n"))
  }
}
