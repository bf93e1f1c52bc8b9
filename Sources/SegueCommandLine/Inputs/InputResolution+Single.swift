import StoryboardKit

extension InputResolution {
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
      throw InputResolution.Failure.printing(error.diagnostic, to: console)
    }
    return resolution
  }
}
