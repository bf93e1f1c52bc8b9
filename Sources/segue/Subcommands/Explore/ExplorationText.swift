import StoryboardSimulator

/// `segue explore --format text`: the bounds, then one section per kind of finding.
enum ExplorationText {
  static func render(_ report: ExplorationReport) -> String {
    let limits = report.limits
    var text = "segue explore: \(report.startStoryboard) on a \(report.idiom.rawValue): "
    text += "\(report.statesExplored) state(s), deepest \(report.deepestStep) step(s)"
    text += "; depth limit \(limits.depth): \(report.statesAtDepthLimit) state(s) at it"
    text +=
      "; state cap \(limits.maxStates): \(report.stoppedAtStateCap ? "reached" : "not reached")"
    text += report.isComplete ? "; complete\n" : "; cut short by the limits\n"
    if report.unwindActionsAssumed {
      text += "no --sources: every custom class is assumed to implement every unwind action\n"
    }
    let total = report.reachedScenes.count + report.unreachedScenes.count
    text += section(
      "scenes reached (\(report.reachedScenes.count) of \(total)), each by a shortest step list",
      report.reachedScenes.map { "\($0.scene.name)  \($0.scene.place)  " + steps($0.steps) },
      counted: false)
    text += section(
      "scenes no explored path reaches", report.unreachedScenes.map { "\($0.name)  \($0.place)" })
    text += findings(
      "unwind segues that find no destination", report.unwindsWithoutDestination,
      every: "on every path")
    text += findings(
      "show segues that present modally", report.showsPresentingModally, every: "on every path")
    text += findings(
      "popovers adapted to sheets", report.adaptedPopovers, every: "on every path")
    text += section(
      "segues that cannot run",
      report.segueFailures.map {
        "\($0.place) \(name($0)) from \($0.source): \($0.reason ?? "")  tried after: "
          + steps(Array($0.steps.dropLast()))
      })
    return text
  }

  private static func findings(_ title: String, _ items: [SegueFinding], every: String) -> String {
    section(
      title,
      items.map {
        "\($0.place) \(name($0)) from \($0.source)\($0.onEveryPath ? " (\(every))" : ""): "
          + steps($0.steps)
      })
  }

  private static func name(_ finding: SegueFinding) -> String {
    "\(finding.kind) '\(finding.name)'"
  }

  private static func steps(_ steps: [String]) -> String {
    steps.isEmpty ? "(launch)" : steps.joined(separator: ", ")
  }

  /// A titled list, its count after the title unless the title has one.
  private static func section(_ title: String, _ lines: [String], counted: Bool = true) -> String {
    guard !lines.isEmpty else { return "\(title): none\n" }
    let count = counted ? " (\(lines.count))" : ""
    return "\(title)\(count):\n" + lines.map { "  \($0)\n" }.joined()
  }
}
