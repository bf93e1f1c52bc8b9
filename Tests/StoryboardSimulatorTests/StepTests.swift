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
