import Foundation

@testable import SegueCommandLine
@testable import segue

extension CapturedConsole {
  /// Runs `segue` with `arguments` in a capture of its own and returns the exit status and
  /// both outputs; with `folder` (a fixture's folder, as the arguments spell it), every path
  /// under it reads relative to it, as the snapshots keep them, whatever the checkout's path.
  static func run(_ arguments: [String], stripping folder: String? = nil) -> (
    ExitCode, out: String, err: String
  ) {
    let capture = CapturedConsole()
    let status = SegueTool.run(arguments, console: capture.console)
    guard let folder else { return (status, capture.standardOutput, capture.standardError) }
    let strip = { (text: String) in text.replacingOccurrences(of: folder + "/", with: "") }
    return (status, strip(capture.standardOutput), strip(capture.standardError))
  }
}
