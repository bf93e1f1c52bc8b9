import StoryboardSimulator
import Testing

@Suite struct StepTests {
  @Test(arguments: [
    ("back", Step.back), ("dismiss", .dismiss), ("tab:2", .tab(2)),
    ("ShowDetail", .segue("ShowDetail")),
    ("tab:x", .segue("tab:x")), ("tab:-1", .segue("tab:-1")), ("segue:back", .segue("back")),
  ])
  func readsStepsAsWritten(text: String, step: Step) {
    #expect(Step(text) == step)
    #expect(Step(step.description) == step)
  }
}

/// A typed identifier's raw value is always a segue identifier.
private enum Identifier: String {
  case back
  case showDetail = "ShowDetail"
}

extension StepTests {
  @Test func aTypedIdentifierIsASegueEvenWhenItReadsAsAnotherStep() {
    #expect(Step.segue(Identifier.showDetail) == .segue("ShowDetail"))
    #expect(Step.segue(Identifier.back) == .segue("back"))
    #expect(Step.segue(Identifier.back).description == "segue:back")
    let literal: Step = "tab:1"
    #expect(literal == .tab(1))
  }
}
