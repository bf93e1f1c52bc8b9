import AppInputs
import DeterministicOutput
import SegueCommandLine
import StoryboardKit
import StoryboardSimulator

/// `segue explore`: walks breadth first over every state reachable from the launch, and
/// reports the shortest way to each scene and the segues that misbehave on some path.
struct ExploreCommand: SegueCommand {
  /// How the report is printed.
  enum Format: String, Sendable, CaseIterable {
    case text
    case json
  }

  /// `--target`.
  static let targetOption = CommandOption.repeated(
    "target", "NAME",
    help: "Only this target of the project (repeatable). Default: every target that holds "
      + "storyboards, each explored on its own in a section headed 'target NAME' (with "
      + "--format json, a member of 'targets').")

  /// `--depth`.
  static let depthOption = CommandOption.value(
    "depth", "N",
    help: "The most steps from the launch, or from a scene the code opens (default "
      + "\(ExplorationLimits().depth)); deeper states are not explored.")

  /// `--max-states`.
  static let maxStatesOption = CommandOption.value(
    "max-states", "N",
    help: "The most distinct states of each walk, the launch's or a scene's the code "
      + "opens (default \(ExplorationLimits().maxStates)); that walk stops there.")

  /// `--format`.
  static let formatOption = CommandOption.choice(
    "format", Format.allCases.map(\.rawValue),
    help: "text (default): the report in sections. json: one object; for an Xcode "
      + "project, {\"targets\": [{\"target\": NAME, …the target's report}]}, a target "
      + "passed over with \"passedOver\" and why.")

  static let description = CommandDescription(
    name: "explore", abstract: "Walk every reachable screen: unreachable scenes, dead unwinds…",
    argument: .storyboardPaths(
      "Give all the storyboards of an app so references resolve; an Xcode project, or a folder "
        + "holding one, reads its targets (see --project).", unlessFlag: "project"),
    options: InputOptions.options(
      target: targetOption,
      sources: "the unwind actions each class declares, and the scenes the code opens. Without, "
        + "every custom class is assumed to implement them all.")
      + SimulatorOptionGroup.options(
        start: ", else none (then only the scenes the code opens are explored)") + [
        depthOption,
        maxStatesOption,
        formatOption,
      ],
    discussion: [
      "A state is the canonical hierarchy: every controller's scene, each navigation stack, "
        + "the selected tabs and what is presented, and how. From each state every segue of "
        + "the controllers the user can touch is tried, with the other tabs, back and "
        + "dismiss. The report gives, for each scene, a shortest step list that shows it "
        + "(steps as segue simulate takes them); the scenes no path shows; unwind segues "
        + "that find no destination on some path (and whether on every path); show segues "
        + "that present modally; popovers adapted to sheets; segues that cannot run. Both "
        + "limits, and whether they were reached, are reported.",
      "With --sources, the walk also starts from every scene the code opens (literal "
        + "storyboard names and identifiers, the String enum cases and string constants of the "
        + "sources that hold them, StoryboardScene accessors) that no earlier walk reached; "
        + "where the code names one by something else, every initial "
        + "controller and every scene with a storyboard identifier is assumed opened from code. "
        + "A show from the root of a scene opened from code is not judged: the code may push "
        + "it. The coverage line counts the scenes reached from the launch, from code, assumed "
        + "from code and not at all.",
    ],
    exitStatus: "0 the report was printed; 1 an input is malformed or the app cannot launch; "
      + "64 the command line is wrong, or two storyboards have the launch storyboard's name.")

  /// The paths, `--project`, `--target`, `--sources` and `--module`.
  var inputs: InputOptions
  var options: SimulatorOptions
  /// `--idiom`; nil for the target's.
  var idiom: SimulatedIdiom?
  var limits: ExplorationLimits
  var format: Format

  init(_ arguments: ParsedArguments) throws(UsageError) {
    inputs = try InputOptions(arguments)
    (options, idiom) = try SimulatorOptionGroup.read(arguments)
    let defaults = ExplorationLimits()
    limits = ExplorationLimits(
      depth: try Self.count(Self.depthOption, arguments, default: defaults.depth),
      maxStates: try Self.count(Self.maxStatesOption, arguments, default: defaults.maxStates))
    format = try arguments.choice(Self.formatOption, default: .text)
  }

  /// The value of `--name` as a count, at least 1 (0 for --depth).
  private static func count(
    _ option: CommandOption, _ arguments: ParsedArguments, default value: Int
  )
    throws(UsageError) -> Int
  {
    guard let raw = arguments.value(option) else { return value }
    let least = option == depthOption ? 0 : 1
    guard let number = Int(raw), number >= least else {
      throw UsageError(
        "'\(raw)' is not a value of '\(option.spelled)'; expected a whole number of at least \(least)."
      )
    }
    return number
  }

  func run(console: Console) {
    let resolution: InputResolution
    do {
      resolution = try InputResolution.resolve(
        inputs, single: options.start != nil, why: "--start launches", console: console)
    } catch {
      return
    }
    let targets = resolution.targets
    var reports: [JSONValue] = []
    for target in targets {
      if target.name != nil, format == .text {
        console.out((target == targets.first ? "" : "\n") + "== \(target.heading)\n")
      }
      let outcome = explore(target, console: console)
      switch (outcome, format) {
      case (.report(let report), .text): console.out(ExplorationText.render(report))
      case (.passedOver(let why), .text): console.out("segue explore: " + why + "\n")
      case (.report(let report), .json) where resolution.project == nil:
        console.out(ExplorationJSON.render(report).rendered() + "\n")
      case (.passedOver(let why), .json) where resolution.project == nil:
        console.out("segue explore: " + why + "\n")
      case (let outcome?, .json):
        reports.append(ExplorationJSON.target(target, outcome))
      case (nil, _): break
      }
    }
    // A project's report is one document listing each target, so a script reads one shape
    // however many targets the project has.
    if resolution.project != nil, format == .json {
      console.out(JSONValue.object([("targets", .array(reports))]).rendered() + "\n")
    }
  }
}
