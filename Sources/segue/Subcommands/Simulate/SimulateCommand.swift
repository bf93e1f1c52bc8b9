import AppInputs
import DeterministicOutput
import SegueCommandLine
import SourceIndex
import StoryboardKit
import StoryboardSimulator

/// `segue simulate`: launches an app from its storyboards into a headless window, performs
/// steps, and prints the state after the launch and after each step.
struct SimulateCommand: SegueCommand {
  /// How the states are printed.
  enum Format: String, Sendable, CaseIterable {
    case text
    case json
  }

  /// `--target`.
  static let targetOption = CommandOption.repeated(
    "target", "NAME",
    help: "Only this target of the project (repeatable). Default: every target that holds "
      + "storyboards, each launched on its own with the same steps, in a section headed "
      + "'target NAME' (with --format json, a member of 'targets'); --start needs one.")

  /// `--steps`.
  static let stepsOption = CommandOption.value(
    "steps", "A,B,…",
    help: "The steps, in order: a segue identifier (or a segue's id), tab:N (the Nth tab, "
      + "from 0, of the nearest tab bar controller), back (pop), dismiss (the topmost "
      + "presentation), segue:NAME for an identifier that reads as one of these.")

  /// `--format`.
  static let formatOption = CommandOption.choice(
    "format", Format.allCases.map(\.rawValue),
    help: "text (default): each state as a tree, with the step's events. json: one object "
      + "{\"launch\": STATE, \"steps\": [{\"step\": …, …STATE}]}; every STATE has visible "
      + "and presented; for an Xcode project, {\"targets\": [{\"target\": NAME, "
      + "…that object}]}.")

  static let description = CommandDescription(
    name: "simulate", abstract: "Replay taps from the storyboards, headless: what the user sees.",
    argument: .storyboardPaths(
      "Give all the storyboards of an app so references resolve; an Xcode project, or a folder "
        + "holding one, reads its targets (see --project).", unlessFlag: "project"),
    options: InputOptions.options(
      target: targetOption,
      sources: "the unwind actions each class declares, and the scenes the code opens. Without, "
        + "every custom class is assumed to implement them all.") + [
        stepsOption
      ] + SimulatorOptionGroup.options() + [
        formatOption
      ],
    discussion: [
      "A segue step is performed from the visible controller or, failing that, the nearest "
        + "controller below it that has it. The visible controller is the top of the "
        + "presentation chain, descending into the selected tab, the top of a navigation "
        + "stack and the shown column of a split view, not into embedded children."
    ],
    exitStatus: "0 every step ran; 1 a step cannot run (the states before it are printed, "
      + "then path:line:col: error: …) or an input is malformed; 64 the command line is wrong, or two storyboards have "
      + "the launch storyboard's name.")

  /// The paths, `--project`, `--target`, `--sources` and `--module`.
  var inputs: InputOptions
  var options: SimulatorOptions
  /// `--idiom`; nil for the target's.
  var idiom: SimulatedIdiom?
  var steps: [String]
  var format: Format

  init(_ arguments: ParsedArguments) throws(UsageError) {
    inputs = try InputOptions(arguments)
    (options, idiom) = try SimulatorOptionGroup.read(arguments)
    steps =
      arguments.value(Self.stepsOption).map { $0.split(separator: ",").map(String.init) } ?? []
    format = try arguments.choice(Self.formatOption, default: .text)
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
      do throws(CommandFailure) {
        let loaded = try AppInput.load(target, console: console)
        let simulator: StoryboardSimulator
        switch try launchable(loaded, amongSeveral: targets.count > 1) {
        case .simulator(let launched): simulator = launched
        case .passedOver(let why):
          switch format {
          case .text: console.out("segue simulate: " + why + "\n")
          case .json where resolution.project == nil: console.out("segue simulate: " + why + "\n")
          case .json:
            reports.append(
              .object([("target", .optional(target.name)), ("passedOver", .string(why))]))
          }
          continue
        }
        let steps = steps
        let run = MainActorBridge.run { SimulationRun.perform(steps, on: simulator) }
        switch format {
        case .text: console.out(SimulationText.render(run, simulator: simulator))
        case .json where resolution.project == nil:
          console.out(SimulationJSON.render(run, simulator: simulator).rendered() + "\n")
        case .json:
          var members: [(String, JSONValue)] = [("target", .optional(target.name))]
          if case .object(let reported) = SimulationJSON.render(run, simulator: simulator) {
            members += reported
          }
          reports.append(.object(members))
        }
        if let error = run.error { throw CommandFailure(error) }
      } catch {
        // The other targets are still simulated.
        console.diagnostics.emit(error.diagnostic)
      }
    }
    // A project's states are one document listing each target, so a script reads one shape
    // however many targets the project has.
    if resolution.project != nil, format == .json {
      console.out(JSONValue.object([("targets", .array(reports))]).rendered() + "\n")
    }
  }
}
