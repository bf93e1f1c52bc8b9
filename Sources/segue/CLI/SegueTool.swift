import Foundation
import SegueGenerator
import StoryboardKit

/// The `segue` command line: picks a subcommand, handles `--help`, and maps usage errors to
/// exit status 64. `main.swift` only calls ``run(_:console:)``.
enum SegueTool {
  /// Every subcommand, in the order `--help` lists them.
  static var commands: [any SegueCommand.Type] {
    [
      DumpCommand.self, GenerateCommand.self, LintCommand.self, GraphCommand.self,
      XcodeFileListsCommand.self, MigrateCommand.self,
      SimulateCommand.self, ExploreCommand.self, CompletionsCommand.self,
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

      OPTIONS:
        --version  Show the version.
        --help     Show this help.

      See 'segue help <command>' or 'segue <command> --help' for a command's options.

      """
  }

  /// Runs the tool with `arguments` (without the program name).
  static func run(_ arguments: [String], console: Console) -> ExitCode {
    guard let first = arguments.first else {
      return report(UsageError("Name a command.").diagnostic, usageReminder: help, console: console)
    }
    if first == "--help" || first == "-h" {
      console.out(help)
      return .success
    }
    if first == "--version" {
      console.out(SegueVersion.current + "\n")
      return .success
    }
    if first == "help" {
      return runHelp(Array(arguments.dropFirst()), console: console)
    }
    guard let command = command(named: first, console: console) else { return .usage }
    let described = command.description
    let rest = Array(arguments.dropFirst())
    // Only before `--`: after it, `--help` is a path like any other.
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      console.out(described.help)
      return .success
    }
    let ready: any SegueCommand
    do throws(UsageError) {
      let parsed = try ParsedArguments(rest, options: described.options)
      // `--project` names the storyboards too, in every command that takes it.
      let elsewhere = [described.argument.unlessFlag, "project"].compactMap { $0 }
        .compactMap(described.option(named:))
      let pathsElsewhere = elsewhere.contains { option in
        option.takesValue ? parsed.value(option) != nil : parsed.flag(option)
      }
      guard !parsed.positionals.isEmpty || pathsElsewhere else {
        throw UsageError(described.argument.absent)
      }
      ready = try command.init(parsed)
    } catch {
      return report(error.diagnostic, usageReminder: described.usageReminder, console: console)
    }
    do throws(CommandFailure) {
      return try ready.run(console: console)
    } catch {
      return report(error.diagnostic, console: console)
    }
  }

  /// The one place a command's failure is printed and its exit status chosen: the diagnostic,
  /// then, for a command line that could not be read, the command's usage so that a typo is
  /// easy to fix.
  static func report(_ diagnostic: Diagnostic, usageReminder: String? = nil, console: Console)
    -> ExitCode
  {
    var lines = DiagnosticPrinter.lines(diagnostic)
    if let usageReminder { lines[lines.count - 1] += "\n\n" + usageReminder }
    for line in lines { console.errorLine(line) }
    return DiagnosticPrinter.exitCode(for: [diagnostic])
  }

  /// `segue help [COMMAND]`: the tool's help, or the command's.
  private static func runHelp(_ arguments: [String], console: Console) -> ExitCode {
    guard let name = arguments.first, name != "help" else {
      console.out(help)
      return .success
    }
    guard arguments.count == 1 else {
      return report(
        UsageError("'segue help' takes one command name.").diagnostic, usageReminder: help,
        console: console)
    }
    guard let command = command(named: name, console: console) else { return .usage }
    console.out(command.description.help)
    return .success
  }

  /// The command called `name`; nil after printing the usage error, with the closest name.
  private static func command(named name: String, console: Console) -> (any SegueCommand.Type)? {
    if let command = commands.first(where: { $0.description.name == name }) { return command }
    let names = commands.map { $0.description.name } + ["help", "--help", "--version"]
    let kind = name.hasPrefix("-") ? "option" : "command"
    let suggestion = NameSuggestion.didYouMean(name, among: names)
    _ = report(
      UsageError("'\(name)' is not a segue \(kind).\(suggestion)").diagnostic, usageReminder: help,
      console: console)
    return nil
  }
}
