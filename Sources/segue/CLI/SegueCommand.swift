/// One subcommand of `segue`: its description (the option table and help), how it reads its
/// parsed arguments, and what it does.
protocol SegueCommand {
  /// The command's name, options and help, declared once.
  static var description: CommandDescription { get }

  /// Reads the command's options and arguments; throws when they are wrong.
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Runs the command and says how the process should exit. A command that cannot go on
  /// throws its error; ``SegueTool`` prints it as a diagnostic and chooses the exit status
  /// from it (``DiagnosticPrinter/exitCode(for:strict:)``).
  func run(console: Console) throws(CommandFailure) -> ExitCode
}
