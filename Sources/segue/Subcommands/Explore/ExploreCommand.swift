import AppInputs
import DeterministicOutput
import ProjectModel
import SegueCommandLine
import StoryboardKit
import StoryboardSimulator

/// `segue explore`: walks breadth first over every state reachable from the launch, and
/// reports the shortest way to each scene and the segues that misbehave on some path.
struct ExploreCommand: SegueCommand {
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
  static let formatOption = ReportFormat.option(
    text: "the report in sections.", json: "one object.", member: "…the target's report",
    passesOver: true)

  /// `--project`, `--target` and `--sources`.
  static let inputOptions = InputOptionGroup(
    each: "each explored on its own",
    sources: "the unwind actions each class declares, and the scenes the code opens. Without, "
      + "every custom class is assumed to implement them all.")

  /// `--start`, `--idiom` and `--custom-segue`.
  static let simulatorOptions = SimulatorOptionGroup(
    otherwise: ", else none (then only the scenes the code opens are explored)")

  static let description = CommandDescription(
    name: "explore", abstract: "Walk every reachable screen: unreachable scenes, dead unwinds…",
    argument: .storyboardPaths(
      "Give all the storyboards of an app so references resolve; an Xcode project, or a folder "
        + "holding one, reads its targets (see --project).", unlessFlag: "project"),
    options: inputOptions.options + simulatorOptions.options + [
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
  var setup: SimulatorSetup
  var limits: ExplorationLimits
  var format: ReportFormat

  init(_ arguments: ParsedArguments) throws(UsageError) {
    inputs = try InputOptions(arguments, Self.inputOptions)
    setup = try Self.simulatorOptions.read(arguments)
    let defaults = ExplorationLimits()
    limits = ExplorationLimits(
      depth: try Self.count(Self.depthOption, arguments, default: defaults.depth),
      maxStates: try Self.count(Self.maxStatesOption, arguments, default: defaults.maxStates))
    format = try arguments.choice(Self.formatOption, default: .text)
  }

  /// The value of `--name` as a count, at least 1 (0 for --depth).
  private static func count(
    _ option: CommandOption<String?>, _ arguments: ParsedArguments, default value: Int
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
    let oneTarget = setup.options.start != nil ? "--start launches" : nil
    guard let resolution = inputs.resolve(console: console, oneTarget: oneTarget) else { return }
    var reports = TargetReports(format, of: resolution, command: "explore")
    for target in resolution.targets {
      let facts: [(String, JSONValue)] = [("platform", .optional(target.platform?.rawValue))]
      reports.add(target, facts: facts, console: console) { () throws(CommandFailure) in
        try report(target, console: console)
      }
    }
    reports.finish(console: console)
  }
}
