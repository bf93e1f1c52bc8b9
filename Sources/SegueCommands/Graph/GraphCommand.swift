/// `segue graph`: being written on its own branch; this placeholder keeps the tool whole.
public struct GraphCommand: SegueCommand {
  public static let name = "graph"
  public static let abstract = "Not available in this build."
  public static let help = "USAGE: segue graph PATH...\n"

  public init(arguments: inout ArgumentScanner) throws(UsageError) {
    _ = try arguments.positionals()
  }

  public func run(console: Console) -> ExitCode {
    console.errorLine("error: 'segue graph' is not available in this build.")
    return .failure
  }
}
