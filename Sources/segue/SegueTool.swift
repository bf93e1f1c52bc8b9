import SegueCommandLine
import SegueGenerateCommand
import SegueLintCommand

/// The `segue` command line: every command, run by the shell both executables share
/// (``CommandLineTool``). `main.swift` only calls ``run(_:console:)``.
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
  static var help: String { CommandLineTool(commands: commands).help }

  /// Runs the tool with `arguments` (without the program name); the console's
  /// ``DiagnosticsEngine`` decides the exit status from every diagnostic the run emitted.
  static func run(_ arguments: [String], console: Console) -> ExitCode {
    CommandLineTool(commands: commands).run(arguments, console: console)
  }
}
