import AppInputs
import SegueCommandLine
import StoryboardSimulator

extension AppInput {
  /// `target` loaded as `simulate` and `explore` read it, what loading found wrong printed: a
  /// storyboard that cannot be read makes the run fail, but those that parsed are still
  /// simulated. Throws the sources' error when they cannot be read.
  static func load(_ target: InputTarget, console: Console) throws(CommandFailure) -> AppInput {
    let app: AppInput
    do {
      app = try AppInput(target)
    } catch {
      throw CommandFailure(error)
    }
    console.diagnostics.emit(app.diagnostics)
    return app
  }

  /// The simulator of the app, launched as the target says unless `--start` or `--idiom`
  /// chose.
  func simulator(options: SimulatorOptions, idiom: SimulatedIdiom?) throws(SimulatorError)
    -> StoryboardSimulator
  {
    try StoryboardSimulator(
      app: self, options: options, idiom: idiom ?? (runsOnPadOnly ? .pad : .phone))
  }
}
