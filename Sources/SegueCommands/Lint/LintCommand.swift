/// `segue lint`: being written on its own branch; this placeholder keeps the tool whole.
public struct LintCommand: SegueCommand {
  public static let name = "lint"
  public static let abstract = "Not available in this build."
  public static let help = "USAGE: segue lint PATH...\n"

  public init(arguments: inout ArgumentScanner) throws(UsageError) {
    _ = try arguments.positionals()
  }

  public func run(console: Console) -> ExitCode {
    console.errorLine("error: 'segue lint' is not available in this build.")
    return .failure
  }
}
