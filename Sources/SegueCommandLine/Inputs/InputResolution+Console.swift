import AppInputs
import StoryboardKit

extension InputResolution {
  /// Resolves `options` from the console's working directory and environment (`strict` is
  /// lint's `--strict`), printing what was read and every problem, in order; throws after
  /// printing why it stopped.
  package static func resolve(_ options: InputOptions, console: Console, strict: Bool = false)
    throws(InputResolution.Failure) -> InputResolution
  {
    let request = options.request(
      workingDirectory: console.workingDirectory,
      strictness: PathStrictness(flag: strict, environment: console.environment))
    do {
      let resolution = try InputResolver.resolve(request)
      console.say(resolution.events)
      return resolution
    } catch {
      console.say(error.events)
      throw error
    }
  }

  /// The resolution of `inputs` for a command that needs every path read and, when `single`,
  /// one target: a path that cannot be read is the failure, and several targets a usage error
  /// that names them and says how to choose (`why` the command needs one). Throws after
  /// printing why.
  package static func resolve(
    _ inputs: InputOptions, single: Bool, why: String, console: Console
  ) throws(InputResolution.Failure) -> InputResolution {
    let resolution = try resolve(inputs, console: console)
    if let failure = resolution.pathFailure { throw failure }
    if single, resolution.targets.count > 1 {
      let names = resolution.targets.compactMap(\.name).map { "'\($0)'" }
      let error = UsageError(
        "\(why) one target, and \(names.count) targets hold storyboards: "
          + names.joined(separator: ", ") + "; choose one with --target NAME.")
      console.diagnostics.emit(error.diagnostic)
      throw InputResolution.Failure(diagnostics: [error.diagnostic])
    }
    return resolution
  }
}
