import Foundation
import StoryboardKit

/// A command line over some of segue's commands: picks a subcommand, handles `--help`, and maps
/// usage errors to exit status 64. `segue` runs it over every command and each plugin's tool
/// (`segue-generate-tool`, `segue-lint-tool`) over its own, so all parse, help and fail the
/// same way.
package struct CommandLineTool {
  /// The commands it runs, in the order `--help` lists them.
  package let commands: [any SegueCommand.Type]

  package init(commands: [any SegueCommand.Type]) {
    self.commands = commands
  }

  /// The tool's own `--help`.
  package var help: String {
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

  /// Runs the tool with `arguments` (without the program name); the console's
  /// ``DiagnosticsEngine`` decides the exit status from every diagnostic the run emitted.
  package func run(_ arguments: [String], console: Console) -> ExitCode {
    dispatch(arguments, console: console)
    return console.diagnostics.exitCode
  }

  private func dispatch(_ arguments: [String], console: Console) {
    guard let first = arguments.first else {
      return console.diagnostics.emit(UsageError("Name a command.").diagnostic, usageReminder: help)
    }
    if first == "--help" || first == "-h" { return console.out(help) }
    if first == "--version" { return console.out(SegueVersion.current + "\n") }
    if first == "help" { return runHelp(Array(arguments.dropFirst()), console: console) }
    guard let command = command(named: first, console: console) else { return }
    let described = command.description
    let rest = Array(arguments.dropFirst())
    // Only before `--`: after it, `--help` is a path like any other.
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") { return console.out(described.help) }
    let ready: any SegueCommand
    do throws(UsageError) {
      let parsed = try ParsedArguments(rest, options: described.options)
      // `--project` names the storyboards too, in every command that takes it.
      let elsewhere = [described.argument.unlessFlag, "project"].compactMap { $0 }
        .compactMap(described.option(named:))
      let pathsElsewhere = elsewhere.contains(where: parsed.isGiven)
      guard !parsed.positionals.isEmpty || pathsElsewhere else {
        throw UsageError(described.argument.absent)
      }
      ready = try command.init(parsed)
    } catch {
      return console.diagnostics.emit(error.diagnostic, usageReminder: described.usageReminder)
    }
    do throws(CommandFailure) {
      try ready.run(console: console)
    } catch {
      console.diagnostics.emit(error.diagnostic)
    }
  }

  /// `segue help [COMMAND]`: the tool's help, or the command's.
  private func runHelp(_ arguments: [String], console: Console) {
    guard let name = arguments.first, name != "help" else { return console.out(help) }
    guard arguments.count == 1 else {
      return console.diagnostics.emit(
        UsageError("'segue help' takes one command name.").diagnostic, usageReminder: help)
    }
    guard let command = command(named: name, console: console) else { return }
    console.out(command.description.help)
  }

  /// The command called `name`; nil after printing the usage error, with the closest name.
  private func command(named name: String, console: Console) -> (any SegueCommand.Type)? {
    if let command = commands.first(where: { $0.description.name == name }) { return command }
    let names = commands.map { $0.description.name } + ["help", "--help", "--version"]
    let kind = name.hasPrefix("-") ? "option" : "command"
    let suggestion = NameSuggestion.didYouMean(name, among: names)
    console.diagnostics.emit(
      UsageError("'\(name)' is not a segue \(kind).\(suggestion)").diagnostic, usageReminder: help)
    return nil
  }
}
