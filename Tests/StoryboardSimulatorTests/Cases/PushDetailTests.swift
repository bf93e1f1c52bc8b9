import HeadlessNavigation
import StoryboardKit
import StoryboardSimulator
import Testing

/// SegueKit's PushDetailSegue from a popover: dismiss the popover once, push onto the detail.
@MainActor
@Suite struct PushDetailTests {
  @Test func thePopoverIsDismissedAndTheDestinationPushedOntoTheDetail() throws {
    let simulation = try SimulatorFixture.launch("PushDetail", idiom: .pad)
    try simulation.perform("ShowMenu")
    #expect(simulation.state.visible == "InsertMenuViewController")
    let outcome = try simulation.perform("InsertShape")
    #expect(outcome.segue?.kind == .custom)
    #expect(
      outcome.events == [
        .prepared(segue: "InsertShape", destination: "ShapeViewController"),
        .dismissed("InsertMenuViewController", by: "UISplitViewController"),
        .pushed("ShapeViewController", onto: "UINavigationController"),
      ])
    #expect(simulation.state.presented == 0)
    #expect(
      simulation.state.navigationStacks == [
        ["LibraryViewController"], ["CanvasViewController", "ShapeViewController"],
      ])
  }

  @Test func aCustomSegueWithoutBehaviourFailsUntilOneIsRegistered() throws {
    let simulation = try SimulatorFixture.launch("CustomSegue")
    let place = try SimulatorFixture.place("CustomSegue", of: "id=\"fade\"")
    do {
      try simulation.perform("Fade")
      Issue.record("FadeSegue has no behaviour")
    } catch {
      #expect(
        error.description
          == "\(place): error: Step 1 'Fade' cannot run: The custom segue class 'FadeSegue' has "
          + "no known behaviour; tell the simulator which kind of segue it acts as "
          + "(--custom-segue FadeSegue=show, or another kind).")
    }
    let registered = try SimulatorFixture.launch(
      "CustomSegue", customSegues: ["FadeSegue": .presentation(.overFullScreen)])
    let fade = try registered.perform("Fade")
    #expect(
      fade.events.last
        == .presented("NextViewController", by: "WelcomeViewController", style: .overFullScreen))
  }

  @Test func aSegueWithoutIdentifierIsPerformedByItsID() throws {
    let simulation = try SimulatorFixture.launch("CustomSegue")
    let outcome = try simulation.perform("manual-next")
    #expect(outcome.segue?.identifier == nil)
    #expect(outcome.presentedModally)
    #expect(simulation.state.visible == "NextViewController")
  }
}
