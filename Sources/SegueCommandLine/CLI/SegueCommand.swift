/// One subcommand of `segue`: its description (the option table and help), how it reads its
/// parsed arguments, and what it does.
package protocol SegueCommand {
  /// The command's name, options and help, declared once.
  static var description: CommandDescription { get }

  /// Reads the command's options and arguments; throws when they are wrong.
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Runs the command: writes its output, and emits what went wrong to the console's
  /// ``DiagnosticsEngine``, which decides the exit status. A command that cannot go on throws
  /// its error; ``CommandLineTool`` emits it.
  func run(console: Console) throws(CommandFailure)
}
