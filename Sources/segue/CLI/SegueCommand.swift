/// One subcommand of `segue`: it reads its own arguments, then runs against a console.
protocol SegueCommand {
  /// The word that selects it, such as `dump`.
  static var name: String { get }
  /// One line for the tool's command list.
  static var abstract: String { get }
  /// The full `--help` text: usage, arguments, options, exit status.
  static var help: String { get }

  /// Reads the command's options and arguments; throws when they are wrong.
  init(arguments: inout ArgumentScanner) throws(UsageError)

  /// Runs the command and says how the process should exit.
  func run(console: Console) -> ExitCode
}
