import Foundation

/// The `segue` command line: picks a subcommand, handles `--help`, and maps usage errors to
/// exit status 64. `main.swift` only calls ``run(_:console:)``.
enum SegueTool {
  /// Every subcommand, in the order `--help` lists them.
  static var commands: [any SegueCommand.Type] {
    [
      DumpCommand.self, GenerateCommand.self, LintCommand.self, GraphCommand.self,
      XcodeFileListsCommand.self,
      SimulateCommand.self, ExploreCommand.self,
    ]
  }

  /// The tool's own `--help`.
  static var help: String {
    let width = commands.map { $0.description.name.count }.max() ?? 0
    let list = commands.map { command in
      "  " + command.description.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + command.description.abstract
    }
    return """
      OVERVIEW: Type-safe, checked and visible storyboard segues.

      USAGE: segue <command> [options] PATH...

      COMMANDS:
      \(list.joined(separator: "\n"))

      See 'segue <command> --help' for a command's options.

      """
  }

  /// Runs the tool with `arguments` (without the program name).
  static func run(_ arguments: [String], console: Console) -> ExitCode {
    guard let first = arguments.first else {
      console.errorLine("error: Name a command.\n\n" + help)
      return .usage
    }
    if first == "--help" || first == "-h" || first == "help" {
      console.out(help)
      return .success
    }
    guard let command = commands.first(where: { $0.description.name == first }) else {
      console.errorLine("error: '\(first)' is not a segue command.\n\n" + help)
      return .usage
    }
    let described = command.description
    let rest = Array(arguments.dropFirst())
    // Only before `--`: after it, `--help` is a path like any other.
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      console.out(described.help)
      return .success
    }
    do throws(UsageError) {
      let parsed = try ParsedArguments(rest, options: described.options)
      let pathsElsewhere =
        described.argument.unlessFlag.map { parsed.flag($0) || parsed.value($0) != nil } ?? false
      guard !parsed.positionals.isEmpty || pathsElsewhere else {
        throw UsageError(described.argument.absent)
      }
      return try command.init(parsed).run(console: console)
    } catch {
      console.errorLine("error: \(error.message)\n\n" + described.usageReminder)
      return .usage
    }
  }
}
