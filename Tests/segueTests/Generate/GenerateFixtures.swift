import Foundation
import SegueTestSupport

@testable import SegueCommandLine
@testable import segue

/// Locates the generator's fixtures, and runs the command.
enum GenerateFixtures {
  static let fixtures = Snapshot.fixture("Generate")

  /// The path of a fixture directory or file.
  static func path(_ relative: String) -> String { fixtures + "/" + relative }

  /// Runs `segue generate` with `arguments`, working in the fixtures' folder, so the header
  /// spells the fixtures from there.
  static func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
    let capture = CapturedConsole(workingDirectory: fixtures)
    let status = SegueTool.run(["generate"] + arguments, console: capture.console)
    return (status, capture.standardOutput, capture.standardError)
  }

  /// `text` with the machine-dependent fixture root replaced by `Fixtures`.
  static func portable(_ text: String) -> String {
    text.replacingOccurrences(of: fixtures, with: "Fixtures")
  }
}
