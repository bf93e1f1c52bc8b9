import StoryboardKit

extension StoryboardSet {
  /// Expands `paths` (see ``StoryboardInputs``) and parses every file; prints the usage error
  /// and returns nil when a path does not exist, so commands can exit with status 64; warns
  /// when the paths hold no storyboard.
  static func load(paths: [String], reportingTo console: Console) -> StoryboardSet? {
    do {
      let files = try StoryboardInputs.files(in: paths)
      if files.isEmpty { console.errorLine(StoryboardInputs.nothingFound(in: paths)) }
      return load(files)
    } catch {
      console.errorLine("error: \(error.message)")
      return nil
    }
  }
}
