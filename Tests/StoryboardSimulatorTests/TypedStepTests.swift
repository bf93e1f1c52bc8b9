import StoryboardKit
import StoryboardSimulator
import Testing

/// Doubles named like an app's controllers, with the identifiers SegueKit would generate.
final class ListViewController {
  enum SegueIdentifier: String {
    case showSettings = "ShowSettings"
    case showMissing = "ShowMissing"
  }
}

final class SettingsViewController {}

/// Another module's controller of the same name, namespaced as that module.
enum Billing {
  final class SettingsViewController {}
}

/// Steps that name segues by typed identifiers, and the state read by class.
@MainActor
@Suite struct TypedStepTests {
  typealias Inline = InlineStoryboard

  /// A list in module App that shows App's settings; Billing also has a settings screen.
  func simulation() throws -> Simulation {
    let app = #"customModule="App" customModuleProvider="target""#
    let main = try Inline.ios(
      initial: "nav",
      Inline.scene(
        "navigationController", "nav", "",
        #"<segue destination="list" kind="relationship" relationship="rootViewController" id="r"/>"#
      )
        + Inline.scene(
          "viewController", "list", #"customClass="ListViewController" \#(app)"#,
          #"<segue destination="settings" kind="show" identifier="ShowSettings" id="s1"/>"#)
        + Inline.scene(
          "viewController", "settings", #"customClass="SettingsViewController" \#(app)"#)
        + Inline.scene(
          "viewController", "billing",
          #"customClass="SettingsViewController" customModule="Billing""#))
    return try StoryboardSimulator(documents: [main]).launch()
  }

  @Test func aGeneratedIdentifierPerformsItsSegue() throws {
    let simulation = try simulation()
    #expect(simulation.isShowing(ListViewController.self))
    #expect(!simulation.isShowing(SettingsViewController.self))
    let outcome = try simulation.perform(ListViewController.SegueIdentifier.showSettings)
    #expect(outcome.step == .segue("ShowSettings"))
    #expect(simulation.isShowing(SettingsViewController.self))
    #expect(!simulation.isShowing(Billing.SettingsViewController.self))
    #expect(!simulation.isShowing(ListViewController.self))
    #expect(simulation.state.isShowing(SettingsViewController.self))
  }

  @Test func aSimulationDescribesWhatTheUserSees() throws {
    let simulation = try simulation()
    #expect(
      "\(simulation)" == "Simulation showing ListViewController (App), 0 presented, after 0 steps")
    try simulation.perform(ListViewController.SegueIdentifier.showSettings)
    #expect(simulation.state.visibleModule == "App")
    #expect(
      "\(simulation)"
        == "Simulation showing SettingsViewController (App), 0 presented, after 1 step")
  }

  @Test func aStepListMixesTypedIdentifiersAndText() throws {
    let simulation = try simulation()
    let outcomes = try simulation.perform([
      .segue(ListViewController.SegueIdentifier.showSettings), "back",
    ])
    #expect(outcomes.map(\.step) == [.segue("ShowSettings"), .back])
    #expect(simulation.isShowing(ListViewController.self))
  }

  @Test func aTypedIdentifierTheStoryboardLacksFailsWithItsRawValue() throws {
    let simulation = try simulation()
    #expect(throws: SimulatorError.self) {
      try simulation.perform(ListViewController.SegueIdentifier.showMissing)
    }
    do {
      try simulation.perform(ListViewController.SegueIdentifier.showMissing)
    } catch {
      guard case .stepFailed(let failure) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(failure.step == "ShowMissing")
      #expect(failure.number == 2)
    }
  }
}
