import Foundation
import StoryboardSimulator
import Testing

/// What an app's own test looks like: launch the storyboard, tap through it, check what the
/// user sees. These run on Linux too (`swift test`), against the Examples' storyboards.
@MainActor
@Suite struct ExampleNavigationTests {
  /// `Examples/<app>`, found from this file.
  func app(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(name).path
  }

  @Test func cancellingANewPaycheckReturnsToTheJobList() throws {
    let simulation = try StoryboardSimulator(contentsOf: [app("Finance")]).launch()
    try simulation.perform("ShowAddPaycheck")
    #expect(simulation.state.visible == "AddPaycheckViewController")
    try simulation.perform("CancelPaycheck")
    #expect(simulation.state.visible == "JobListViewController")
    #expect(simulation.state.presented == 0)
  }

  @Test func aMenuRowOnAnIPadOpensInTheDetailPane() throws {
    let options = SimulatorOptions(idiom: .pad)
    let simulation = try StoryboardSimulator(contentsOf: [app("SplitMenu")], options: options)
      .launch()
    try simulation.perform(["ShowMenu", "NewNote"])
    #expect(simulation.state.visible == "NoteViewController")
    #expect(
      simulation.state.navigationStacks.last == ["DetailViewController", "NoteViewController"])
  }

  @Test func everyScreenOfBothAppsIsReachable() throws {
    for name in ["Finance", "SplitMenu"] {
      let report = try StoryboardSimulator(
        contentsOf: [app(name)], sourcePaths: [app(name) + "/Sources"]
      ).explore()
      #expect(report.isComplete, "\(name)")
      #expect(report.unreachedScenes.isEmpty, "\(name)")
      #expect(report.unwindsWithoutDestination.isEmpty, "\(name)")
    }
  }
}
