import ProjectModel
import SegueCommandLine
import SourceIndex
import StoryboardKit
import StoryboardSimulator

/// The storyboards and sources `simulate` and `explore` read for one target, loaded as the
/// other commands load theirs: parse errors are printed and make the run fail, but the
/// storyboards that parsed are still simulated.
struct SimulatorInputs {
  var set: StoryboardSet
  var sources: SourceIndex?
  /// The target they are, with its launch storyboards and idiom.
  var target: InputTarget

  /// Loads the target's storyboards (its launch screens aside) and sources, printing parse
  /// errors; throws the sources' error when they cannot be read.
  static func load(_ target: InputTarget, console: Console) throws(CommandFailure)
    -> SimulatorInputs
  {
    let set = StoryboardSet.load(target.navigatedStoryboards)
    let index: SourceIndex?
    do {
      index = try target.loadSources(console: console)
    } catch {
      throw CommandFailure(error)
    }
    console.diagnostics.emit(set.errors.map(\.diagnostic))
    return SimulatorInputs(set: set, sources: index, target: target)
  }

  /// The simulator of the inputs, launched as the target says unless `--start` or `--idiom`
  /// chose; the simulator's error when it cannot launch (a usage error, exit status 64, when
  /// the launch storyboard's name is ambiguous: the command line must choose).
  func simulator(options given: SimulatorOptions, idiom: SimulatedIdiom?)
    throws(CommandFailure) -> StoryboardSimulator
  {
    do {
      return try makeSimulator(options: given, idiom: idiom)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// The simulator of the inputs, launched as the target says unless `--start` or `--idiom`
  /// chose.
  func makeSimulator(options given: SimulatorOptions, idiom: SimulatedIdiom?)
    throws(SimulatorError) -> StoryboardSimulator
  {
    var options = given
    options.launchStoryboards = target.launchNames
    options.idiom = idiom ?? (target.idiom == .pad ? .pad : .phone)
    return try StoryboardSimulator(documents: set.documents, sources: sources, options: options)
  }
}
