// A main-actor conformance (Swift 6.2): the description reads the window, which is the main
// actor's, and Swift Testing and XCTest describe values on the test's actor.
#if compiler(>=6.2)
  extension Simulation: @MainActor CustomStringConvertible {
    /// What the user sees, as a failed expectation shows the simulation:
    /// `Simulation showing AddPaycheckViewController (Finance), 1 presented, after 2 steps`.
    public var description: String {
      let state = state
      let module = state.visibleModule.map { " (\($0))" } ?? ""
      return "Simulation showing \(state.visible)\(module), \(state.presented) presented, "
        + "after \(stepCount) step\(stepCount == 1 ? "" : "s")"
    }
  }
#endif
