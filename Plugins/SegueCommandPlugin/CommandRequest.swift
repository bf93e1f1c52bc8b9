import PackagePlugin

/// What `swift package segue …` was asked: the verb, the targets, and the options to hand to
/// `segue` as they are.
struct CommandRequest {
  enum Verb: String, CaseIterable {
    case generate
    case lint
  }

  var verb: Verb
  /// The `--target` names given; empty means every target that holds storyboards.
  var targetNames: [String]
  /// Everything else, in order.
  var options: [String]

  init(_ arguments: [String]) throws(CommandPluginError) {
    var extractor = ArgumentExtractor(arguments)
    targetNames = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    guard let first = rest.first else { throw .noVerb }
    guard let verb = Verb(rawValue: first) else { throw .unknownVerb(first) }
    rest.removeFirst()
    self.verb = verb
    options = rest
    if verb == .generate, targetNames.count != 1, options.contains(where: Self.isOutputOption) {
      throw .outputNeedsOneTarget
    }
  }

  /// Whether the user chose the output, which then replaces the target's `Generated` folder.
  var namesOutput: Bool { options.contains(where: Self.isOutputOption) }

  private static func isOutputOption(_ option: String) -> Bool {
    option == "--output" || option.hasPrefix("--output=")
  }
}
