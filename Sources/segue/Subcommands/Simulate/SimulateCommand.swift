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

  static let description = CommandDescription(
    name: "simulate", abstract: "Replay taps from the storyboards, headless: what the user sees.",
    argument: .storyboardPaths(
      "Give all the storyboards of an app so references resolve; an Xcode project, or a folder "
        + "holding one, reads its targets (see --project).", unlessFlag: "project"),
    options: [
      InputOptions.projectOption,
      .repeated(
        "target", "NAME",
        help: "The target of the project to launch; needed when several targets hold "
          + "storyboards, since steps are one app's."),
      InputOptions.sourcesOption(
        "the unwind actions each class declares, and the scenes the code opens. Without, "
          + "every custom class is assumed to implement them all."),
      InputOptions.moduleOption,
      InputOptions.packagesOption,
      .value(
        "start", "STORYBOARD",
        help: "The storyboard to launch, by name (Main for Main.storyboard) or path. "
          + "Default: the first the target's Info.plist (or an Info.plist among the PATHs) opens "
          + "at launch, else the one named Main."),
      .value(
        "steps", "A,B,…",
        help: "The steps, in order: a segue identifier (or a segue's id), tab:N (the Nth tab, "
          + "from 0, of the nearest tab bar controller), back (pop), dismiss (the topmost "
          + "presentation), segue:NAME for an identifier that reads as one of these."),
      .choice(
        "idiom", SimulatedIdiom.allCases.map(\.rawValue),
        help: "phone: compact width, split views collapsed, popovers as sheets. pad: regular "
          + "width. Default: pad for an iOS target whose device family has no phone, else "
          + "phone."),
      CustomSegueArgument.option,
      .choice(
        "format", Format.allCases.map(\.rawValue),
        help: "text (default): each state as a tree, with the step's events. json: one object "
          + "{\"launch\": STATE, \"steps\": [{\"step\": …, …STATE}]}; every STATE has visible "
          + "and presented."),
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
    (options, idiom) = try SimulatorInputs.options(arguments)
    steps = arguments.value("steps").map { $0.split(separator: ",").map(String.init) } ?? []
    format = try arguments.choice("format", default: .text)
  }

  func run(console: Console) throws(CommandFailure) -> ExitCode {
    let target: InputTarget
    do {
      target = try SimulatorInputs.targets(
        inputs, single: true, why: "Steps are performed in", console: console)[0]
    } catch {
      return error.status
    }
    let loaded = try SimulatorInputs.load(target, console: console)
    let simulator = try loaded.simulator(options: options, idiom: idiom)
    let steps = steps
    let format = format
    let run = MainActorBridge.run { SimulationRun.perform(steps, on: simulator) }
    switch format {
    case .text: console.out(SimulationText.render(run, simulator: simulator))
    case .json: console.out(SimulationJSON.render(run, simulator: simulator).rendered() + "\n")
    }
    if let error = run.error { throw CommandFailure(error) }
    return loaded.hasErrors ? .failure : .success
  }
}
