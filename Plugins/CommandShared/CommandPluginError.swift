/// Why `swift package segue …` could not run or failed.
enum CommandPluginError: Error, CustomStringConvertible {
  case noVerb
  case unknownVerb(String)
  case unknownTarget(String, known: [String])
  case outputNeedsOneTarget
  case failed(verb: String, targets: [String])
  case writes(option: String)

  var description: String {
    switch self {
    case .noVerb:
      "Say what to run: swift package segue generate|lint [--target NAME]... [OPTION]..."
    case .unknownVerb(let verb):
      "'\(verb)' is not something swift package segue runs; expected generate or lint."
    case .unknownTarget(let name, let known):
      "No Swift target is named '\(name)'; the targets are: "
        + known.sorted().joined(separator: ", ") + "."
    case .outputNeedsOneTarget:
      "'--output' names one place to write, so it needs exactly one '--target'."
    case .writes(let option):
      "'\(option)' writes files, and swift package segue-lint has no permission to; run "
        + "swift package --allow-writing-to-package-directory segue lint \(option) instead."
    case .failed(let verb, let targets):
      "segue \(verb) failed for \(targets.joined(separator: ", ")); see its messages above."
    }
  }
}
