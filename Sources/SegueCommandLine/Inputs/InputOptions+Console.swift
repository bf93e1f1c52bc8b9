import AppInputs

extension InputOptions {
  /// The resolution for a command that needs every path read and, when `oneTarget` says why
  /// (such as "Generated code is compiled into"), one target; nil after printing why it
  /// stopped: a path that cannot be read, or several targets (a usage error that names them
  /// and says how to choose).
  package func resolve(console: Console, oneTarget why: String? = nil) -> InputResolution? {
    let resolution: InputResolution
    do {
      resolution = try InputResolution.resolve(self, console: console)
    } catch {
      return nil
    }
    if resolution.pathFailure != nil { return nil }
    if let why, resolution.targets.count > 1 {
      let names = resolution.targets.compactMap(\.name).map { "'\($0)'" }
      console.diagnostics.emit(
        UsageError(
          "\(why) one target, and \(names.count) targets hold storyboards: "
            + names.joined(separator: ", ") + "; choose one with --target NAME."
        ).diagnostic)
      return nil
    }
    return resolution
  }
}
