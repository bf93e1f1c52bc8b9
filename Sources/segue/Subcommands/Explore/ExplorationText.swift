import SegueCommandLine
import StoryboardSimulator

/// `segue explore --format text`: the bounds, then one section per kind of finding, then what
/// the steps that name a segue by its XML id perform.
enum ExplorationText {
  static func render(_ report: ExplorationReport) -> String {
    let limits = report.limits
    // A launch storyboard without an initial controller (a Mac app's menu bar only) opens no
    // window, but it is the launch: say what is missing, not that there is no storyboard.
    var text = "segue explore: \(report.startStoryboard ?? "no initial scene at launch") on a "
    text += "\(report.idiom.rawValue): "
    if report.explorations > 1 {
      let starts = report.startStoryboard == nil ? "" : "the launch and "
      text += "\(report.explorations) explorations (from \(starts)the scenes code opens), "
    }
    text += "\(report.statesExplored) state(s), deepest \(report.deepestStep) step(s)"
    text += "; depth limit \(limits.depth): \(report.statesAtDepthLimit) state(s) at it"
    text +=
      "; state cap \(limits.maxStates): \(report.stoppedAtStateCap ? "reached" : "not reached")"
    text += report.isComplete ? "; complete\n" : "; cut short by the limits\n"
    if report.unwindActionsAssumed {
      text += "no --sources: every custom class is assumed to implement every unwind action\n"
    }
    text += coverage(report.coverage)
    let total = report.reachedScenes.count + report.unreachedScenes.count
    text += section(
      "scenes reached (\(report.reachedScenes.count) of \(total)), each by a shortest step list",
      report.reachedScenes.map {
        "\($0.scene.name)  \($0.scene.place)  " + ($0.shownIn.map { "[\($0)] " } ?? "")
          + steps($0.steps, from: $0.origin)
      },
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
          + steps(Array($0.steps.dropLast()), from: $0.origin)
      })
    text += namedByID(report)
    return text
  }

  /// The segues that the printed paths name by XML id, one line each; nothing when none does.
  private static func namedByID(_ report: ExplorationReport) -> String {
    let findings =
      report.unwindsWithoutDestination + report.showsPresentingModally + report.adaptedPopovers
    var printed = Set(report.reachedScenes.flatMap(\.steps) + findings.flatMap(\.steps))
    // A failure's own step is not printed: its line names the segue.
    printed.formUnion(report.segueFailures.flatMap { $0.steps.dropLast() })
    let lines = report.seguesNamedByID.filter { printed.contains($0.step) }.map {
      var line = "\($0.step)  \($0.kind) from \($0.source) to \(destination($0.destination))"
      line += "  \($0.place)"
      if let identifier = $0.identifier {
        line += "  (its identifier '\(identifier)' names another segue on screen first)"
      }
      return line
    }
    guard !lines.isEmpty else { return "" }
    return section(
      "steps named by a segue's id (the segue has no identifier)", lines, counted: false)
  }

  private static func destination(_ destination: SegueNamedByID.Destination) -> String {
    switch destination {
    case .scene(let name, storyboard: nil): name
    case .scene(let name, storyboard: let storyboard?): "\(name) of storyboard \(storyboard)"
    case .storyboard(let storyboard): "a scene of storyboard \(storyboard)"
    case .unwind(let action): "the controller that answers \(action)"
    case .missing: "no scene"
    }
  }

  private static func findings(_ title: String, _ items: [SegueFinding], every: String) -> String {
    section(
      title,
      items.map {
        "\($0.place) \(name($0)) from \($0.source)\($0.onEveryPath ? " (\(every))" : ""): "
          + steps($0.steps, from: $0.origin)
      })
  }

  private static func name(_ finding: SegueFinding) -> String {
    "\(finding.kind) '\(finding.name)'"
  }

  /// The coverage line: how many scenes each kind of entry point reached.
  private static func coverage(_ coverage: ExplorationCoverage) -> String {
    "coverage: \(coverage.reached) of \(coverage.scenes) scene(s) reached: "
      + "\(coverage.fromLaunch) from the launch, \(coverage.fromCode) from code, "
      + "\(coverage.assumedFromCode) assumed opened from code, \(coverage.unreached) not at all\n"
  }

  /// A step list, after where its exploration started when that is not the launch.
  private static func steps(_ steps: [String], from origin: SceneOrigin = .launch) -> String {
    let start: String
    switch origin {
    case .launch:
      return steps.isEmpty ? "(launch)" : steps.joined(separator: ", ")
    case .code(let place): start = "(opened from code at \(place))"
    case .assumedFromCode(let place):
      start = "(assumed opened from code: \(place) names scenes by no literal)"
    case .menu(let place): start = "(opened by the menu item's segue at \(place))"
    }
    return ([start] + steps).joined(separator: ", ")
  }

  /// A titled list, its count after the title unless the title has one.
  private static func section(_ title: String, _ lines: [String], counted: Bool = true) -> String {
    guard !lines.isEmpty else { return "\(title): none\n" }
    let count = counted ? " (\(lines.count))" : ""
    return "\(title)\(count):\n" + lines.map { "  \($0)\n" }.joined()
  }
}
