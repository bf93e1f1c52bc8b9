import StoryboardKit

extension StoryboardSet {
  /// Expands `paths` (see ``StoryboardInputs``) and parses every file; prints the usage error
  /// and returns nil when the paths name no storyboard, so commands can exit with status 64.
  static func load(paths: [String], reportingTo console: Console) -> StoryboardSet? {
    do {
      return load(try StoryboardInputs.files(in: paths))
    } catch {
      console.errorLine("error: \(error.message)")
      return nil
    }
  }
}
