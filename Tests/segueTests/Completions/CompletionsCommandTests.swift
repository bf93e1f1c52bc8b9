import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

@Suite struct CompletionsCommandTests {
  static func script(_ shell: String) -> (ExitCode, String) {
    let capture = CapturedConsole()
    let status = SegueTool.run(["completions", shell], console: capture.console)
    return (status, capture.standardOutput)
  }

  /// Every command, option and choice of the tables is in every script.
  @Test(arguments: CompletionShell.allCases)
  func everyScriptNamesWhatTheTablesHold(_ shell: CompletionShell) {
    let (status, script) = Self.script(shell.rawValue)
    #expect(status == .success)
    for command in SegueTool.commands.map({ $0.description }) {
      #expect(script.contains(command.name), "\(command.name)")
      for option in command.options {
        let spelled = shell == .fish ? "-l \(option.name) " : option.spelled
        #expect(script.contains(spelled), "\(command.name) \(option.spelled)")
        for choice in option.choices {
          #expect(script.contains(choice), "\(option.spelled) \(choice)")
        }
      }
    }
    #expect(Self.script(shell.rawValue).1 == script)
  }

  @Test func aWrongShellIsAUsageErrorWithTheClosest() {
    let capture = CapturedConsole()
    #expect(SegueTool.run(["completions", "zhs"], console: capture.console) == .usage)
    #expect(
      capture.standardError.hasPrefix(
        "error: 'zhs' is not a shell segue completes. Did you mean 'zsh'? Expected one of: "
          + "bash, zsh, fish."))
    #expect(SegueTool.run(["completions"], console: CapturedConsole().console) == .usage)
    #expect(
      SegueTool.run(["completions", "bash", "zsh"], console: CapturedConsole().console) == .usage)
  }

  /// The bash script, sourced by bash, completes commands, options and their values.
  @Test(.enabled(if: TestEnvironment.executable("bash") != nil, "bash is not installed"))
  func bashCompletesCommandsOptionsAndChoices() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write(Self.script("bash").1, to: "segue.bash")
    let driver = """
      source '\(file)'
      t() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _segue; echo "${COMPREPLY[*]}"; }
      t segue gen; t segue lint --rep; t segue graph --format p; t segue help si
      t segue completions f; t segue --vers
      """
    let output = try Self.shell("bash", ["-c", driver])
    #expect(
      output == "generate\n--reporter\npng pdf\nsimulate\nfish\n--version\n")
  }

  /// zsh and fish are not on every machine, nor installed for CI: their scripts are checked
  /// for syntax where they are.
  @Test(.enabled(if: TestEnvironment.executable("zsh") != nil, "zsh is not installed"))
  func zshReadsItsScript() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write(Self.script("zsh").1, to: "_segue")
    _ = try Self.shell("zsh", ["-n", file])
  }

  @Test(.enabled(if: TestEnvironment.executable("fish") != nil, "fish is not installed"))
  func fishReadsItsScript() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write(Self.script("fish").1, to: "segue.fish")
    _ = try Self.shell("fish", ["--no-execute", file])
  }

  /// Runs `name` with `arguments`; its standard output, after expecting it to succeed.
  static func shell(_ name: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(TestEnvironment.executable(name)))
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(name) \(arguments)")
    return String(decoding: data, as: UTF8.self)
  }
}
