import AppInputs
import SegueDiagnostics

extension InputOptions {
  /// The resolution for a command that needs every path read and, when `oneTarget` says why
  /// (such as "Generated code is compiled into"), one target; nil after printing why it
  /// stopped: a path that cannot be read, or several targets (a usage error that names them
  /// and says how to choose).
  /// `chosenAlone`: the targets the command has anything to do with; when several hold
  /// storyboards and exactly one passes, it is chosen, as a note says.
  package func resolve(
    console: Console, oneTarget why: String? = nil,
    chosenAlone: ((InputTarget) -> Bool)? = nil
  ) -> InputResolution? {
    var resolution: InputResolution
    do {
      resolution = try InputResolution.resolve(self, console: console)
    } catch {
      return nil
    }
    if resolution.pathFailure != nil { return nil }
    if why != nil, resolution.targets.count > 1, let chosenAlone,
      case let kept = resolution.targets.filter(chosenAlone), kept.count == 1
    {
      let others: [String] = resolution.targets.filter { !chosenAlone($0) }
        .compactMap { $0.name }.map { "'\($0)'" }
      let chosen: String = kept[0].name ?? ""
      let message: String =
        "\(resolution.targets.count) targets hold storyboards, and only '\(chosen)' holds any "
        + "but watchOS storyboards and launch screens (not " + others.joined(separator: ", ")
        + "); it is read. Choose another with --target NAME."
      console.diagnostics.emit([Diagnostic(severity: .note, message: message)])
      resolution.targets = kept
    }
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
