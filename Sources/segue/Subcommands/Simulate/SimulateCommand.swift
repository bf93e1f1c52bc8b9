import AppInputs
import DeterministicOutput
import SegueCommandLine
import SourceIndex
import StoryboardKit
import StoryboardSimulator

/// `segue simulate`: launches an app from its storyboards into a headless window, performs
/// steps, and prints the state after the launch and after each step.
struct SimulateCommand: SegueCommand {
  /// `--steps`.
  static let stepsOption = CommandOption.value(
    "steps", "A,B,…",
    help: "The steps, in order: a segue identifier (or a segue's id), tab:N (the Nth tab, "
      + "from 0, of the nearest tab bar controller), back (pop), dismiss (the topmost "
      + "presentation), segue:NAME for an identifier that reads as one of these.")

  /// `--format`.
  static let formatOption = ReportFormat.option(
    text: "each state as a tree, with the step's events.",
    json: "one object {\"launch\": STATE, \"steps\": [{\"step\": …, …STATE}]}; every STATE has "
      + "visible and presented.",
    member: "…that object", passesOver: true)

  /// `--project`, `--target` and `--sources`.
  static let inputOptions = InputOptionGroup(
    each: "each launched on its own with the same steps; --start needs one",
    sources: "the unwind actions each class declares, and the scenes the code opens. Without, "
      + "every custom class is assumed to implement them all.")

  /// `--start`, `--idiom` and `--custom-segue`.
  static let simulatorOptions = SimulatorOptionGroup()

  static let description = CommandDescription(
    name: "simulate", abstract: "Replay taps from the storyboards, headless: what the user sees.",
    argument: .storyboardPaths(
      "Give all the storyboards of an app so references resolve; an Xcode project, or a folder "
        + "holding one, reads its targets (see --project).", unlessFlag: "project"),
    options: inputOptions.options + [stepsOption] + simulatorOptions.options + [formatOption],
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
  var setup: SimulatorSetup
  var steps: [String]
  var format: ReportFormat

  init(_ arguments: ParsedArguments) throws(UsageError) {
    inputs = try InputOptions(arguments, Self.inputOptions)
    setup = try Self.simulatorOptions.read(arguments)
    steps =
      arguments.value(Self.stepsOption).map { $0.split(separator: ",").map(String.init) } ?? []
    format = try arguments.choice(Self.formatOption, default: .text)
  }

  func run(console: Console) {
    let oneTarget = setup.options.start != nil ? "--start launches" : nil
    guard let resolution = inputs.resolve(console: console, oneTarget: oneTarget) else { return }
    var reports = TargetReports(format, of: resolution, command: "simulate")
    for target in resolution.targets {
      reports.add(target, console: console) { () throws(CommandFailure) in
        let simulator: StoryboardSimulator
        switch try setup.launch(
          target, passingOverWatch: resolution.targets.count > 1, command: "simulate",
          console: console)
        {
        case .simulator(let launched): simulator = launched
        case .passedOver(let why): return .passedOver(why)
        }
        let steps = steps
        let run = MainActorBridge.run { SimulationRun.perform(steps, on: simulator) }
        // The states before a step that cannot run are still printed, then why it cannot.
        if let error = run.error { console.diagnostics.emit(error.diagnostic) }
        return switch format {
        case .text: .text(SimulationText.render(run, simulator: simulator))
        case .json: .json(SimulationJSON.render(run, simulator: simulator))
        }
      }
    }
    reports.finish(console: console)
  }
}
