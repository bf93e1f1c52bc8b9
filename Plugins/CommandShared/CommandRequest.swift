import PackagePlugin

/// What `swift package segue …` was asked: the verb, the targets, and the options to hand to
/// `segue` as they are.
struct CommandRequest {
  enum Verb: String, CaseIterable {
    case generate
    case lint

    /// The package's product that runs the verb, each linking only its own command.
    var toolName: String { "segue-\(rawValue)-tool" }
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

  /// The options of `segue lint` that write files, which `swift package segue-lint` (without
  /// permission to write) refuses.
  static let writingLintOptions = ["--fix", "--write-baseline", "--stamp"]

  /// A `lint` request from the arguments of `swift package segue-lint`, which start with the
  /// options rather than a verb.
  init(lintOnly arguments: [String]) throws(CommandPluginError) {
    try self.init(["lint"] + arguments)
    for option in options {
      let name = String(option.prefix { $0 != "=" })
      if Self.writingLintOptions.contains(name) { throw .writes(option: name) }
    }
  }

  /// Whether the user chose the output, which then replaces the target's `Generated` folder.
  var namesOutput: Bool { options.contains(where: Self.isOutputOption) }

  private static func isOutputOption(_ option: String) -> Bool {
    option == "--output" || option.hasPrefix("--output=")
  }
}
