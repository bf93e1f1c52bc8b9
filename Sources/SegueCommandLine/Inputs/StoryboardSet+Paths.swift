import StoryboardKit

extension StoryboardSet {
  /// Expands `paths` (see ``StoryboardInputs``) and parses every file; prints the usage error
  /// and returns nil when a path does not exist, so commands can exit with status 64. A path
  /// without storyboards, or a folder that cannot be read, is a warning, or under `CI=true`
  /// (see ``PathStrictness``) an error that also returns nil: the command does nothing.
  static func load(paths: [String], reportingTo console: Console) -> StoryboardSet? {
    do {
      let (files, problems) = try StoryboardInputs.search(paths)
      let strictness = PathStrictness(environment: console.environment)
      if strictness.report(problems, to: console).contains(where: { $0.severity == .error }) {
        return nil
      }
      return load(files)
    } catch {
      console.diagnostics.emit(error.diagnostic)
      return nil
    }
  }
}
