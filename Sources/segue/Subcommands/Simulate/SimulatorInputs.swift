import SourceIndex
import StoryboardKit
import StoryboardSimulator

/// The storyboards and sources `simulate` and `explore` read, loaded as the other commands
/// load theirs: parse errors are printed and make the run fail, but the storyboards that
/// parsed are still simulated.
struct SimulatorInputs {
  var set: StoryboardSet
  var sources: SourceIndex?

  /// `--sources`, as both commands take it.
  static let sourcesOption = CommandOption.repeated(
    "sources", "DIR",
    help: "A Swift or Objective-C file or directory (repeatable): the unwind actions each "
      + "class declares, and the scenes the code opens. Without, every custom class is assumed "
      + "to implement them all.")

  /// The simulator's options from `--start`, `--idiom` and `--custom-segue`, which both
  /// commands take.
  static func options(_ arguments: ParsedArguments) throws(UsageError) -> SimulatorOptions {
    let idiom: SimulatedIdiom = try arguments.choice("idiom", default: .phone)
    let behaviours = try CustomSegueArgument.behaviours(
      arguments.values(CustomSegueArgument.option.name))
    return SimulatorOptions(start: arguments.value("start"), idiom: idiom, customSegues: behaviours)
  }

  /// Whether some storyboard did not parse.
  var hasErrors: Bool { !set.errors.isEmpty }

  /// Loads `paths` and `sources`, printing parse errors; nil (after printing why) when the
  /// command line names something that does not exist.
  static func load(paths: [String], sources: [String], console: Console) -> SimulatorInputs? {
    guard let set = StoryboardSet.load(paths: paths, reportingTo: console) else { return nil }
    var index: SourceIndex?
    if !sources.isEmpty {
      do {
        index = try SourceIndex.load(sources)
      } catch {
        console.errorLine("error: \(error.description)")
        return nil
      }
    }
    for error in set.errors { console.errorLine(error.description) }
    return SimulatorInputs(set: set, sources: index)
  }

  /// The simulator of the inputs; nil, after printing why, when it cannot launch, with the
  /// exit status: 64 when the launch storyboard's name is ambiguous (the command line must
  /// choose), 1 otherwise.
  func simulator(options: SimulatorOptions, console: Console)
    -> (simulator: StoryboardSimulator?, failure: ExitCode)
  {
    do {
      let simulator = try StoryboardSimulator(
        documents: set.documents, sources: sources, options: options)
      return (simulator, .success)
    } catch {
      console.errorLine(error.description)
      if case .ambiguousStart = error { return (nil, .usage) }
      return (nil, .failure)
    }
  }
}
