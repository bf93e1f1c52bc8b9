import HeadlessNavigation
import StoryboardSimulator
import Testing

/// A popover: a real popover on an iPad, a sheet on an iPhone; `show` from it presents.
@MainActor
@Suite struct PopoverTests {
  @Test(arguments: [
    (SimulatedIdiom.pad, HeadlessPresentationStyle.popover, false),
    (.phone, .formSheet, true),
  ])
  func thePopoverAdaptsOnPhoneOnly(
    idiom: SimulatedIdiom, shown: HeadlessPresentationStyle, adapted: Bool
  ) throws {
    let simulation = try SimulatorFixture.launch("Popover", idiom: idiom)
    let outcome = try simulation.perform("ShowLayers")
    #expect(outcome.adaptedPopover == adapted)
    #expect(
      outcome.events.last
        == .presented("LayersViewController", by: "UINavigationController", style: shown))
    #expect(simulation.state.presentationChain.map(\.presentationStyle) == [shown])
    let legend = try simulation.perform("ShowLegend")
    #expect(legend.presentedModally)
    #expect(legend.segue?.sourcePresentation == .popover)
  }

  @Test func explorationListsTheAdaptedPopoverOnPhone() throws {
    let phone = try SimulatorFixture.simulator("Popover", idiom: .phone).explore()
    #expect(phone.adaptedPopovers.map(\.name) == ["ShowLayers"])
    #expect(phone.showsPresentingModally.map(\.name) == ["ShowLegend"])
    let pad = try SimulatorFixture.simulator("Popover", idiom: .pad).explore()
    #expect(pad.adaptedPopovers.isEmpty)
  }
}
