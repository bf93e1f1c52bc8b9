import Foundation
import SegueGenerator
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueCommandLine
@testable import segue

@Suite struct SegueToolTests {
  private func run(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let capture = CapturedConsole()
    return (SegueTool.run(arguments, console: capture.console), capture)
  }

  @Test func helpListsEveryCommand() {
    let (status, capture) = run(["--help"])
    #expect(status == .success)
    for command in ["dump", "generate", "lint", "graph"] {
      #expect(capture.standardOutput.contains("  \(command) "))
    }
  }

  @Test(arguments: ["dump", "generate", "lint", "graph"])
  func everyCommandHasHelp(_ command: String) {
    let (status, capture) = run([command, "--help"])
    #expect(status == .success)
    #expect(capture.standardOutput.contains("USAGE: segue \(command)"))
  }

  @Test func versionPrintsTheOneVersion() {
    let (status, capture) = run(["--version"])
    #expect(status == .success)
    #expect(capture.standardOutput == SegueVersion.current + "\n")
    #expect(capture.standardError.isEmpty)
    #expect(run(["--help"]).1.standardOutput.contains("  --version  "))
  }

  @Test(arguments: ["dump", "generate", "lint", "graph", "simulate", "explore"])
  func helpCommandPrintsThatCommandsHelp(_ command: String) throws {
    let (status, capture) = run(["help", command])
    let described = try #require(SegueTool.commands.first { $0.description.name == command })
    #expect(status == .success)
    #expect(capture.standardOutput == described.description.help)
  }

  @Test func helpAloneIsTheToolsHelpAndAWrongNameIsAUsageError() {
    #expect(run(["help"]).1.standardOutput == SegueTool.help)
    #expect(run(["help", "help"]).1.standardOutput == SegueTool.help)
    let (status, capture) = run(["help", "genrate"])
    #expect(status == .usage)
    #expect(
      capture.standardError.hasPrefix(
        "error: 'genrate' is not a segue command. Did you mean 'generate'?"))
  }

  @Test func aMistypedCommandGetsTheClosestAndTheList() {
    let (status, capture) = run(["lnit", "x.storyboard"])
    #expect(status == .usage)
    #expect(
      capture.standardError.hasPrefix("error: 'lnit' is not a segue command. Did you mean 'lint'?"))
    #expect(capture.standardError.contains("COMMANDS:\n  dump "))
    #expect(
      run(["--verison"]).1.standardError.hasPrefix(
        "error: '--verison' is not a segue option. Did you mean '--version'?"))
  }

  @Test func aMistypedOptionOrValueGetsTheClosest() {
    let (status, capture) = run(["lint", "x.storyboard", "--repoter", "json"])
    #expect(status == .usage)
    #expect(
      capture.standardError.hasPrefix(
        "error: Unknown option '--repoter'. Did you mean '--reporter'?"))
    let (_, value) = run(["lint", "x.storyboard", "--reporter", "gihub"])
    #expect(
      value.standardError.hasPrefix(
        "error: 'gihub' is not a value of '--reporter'. Did you mean 'github'? Expected one of: "))
    let (_, idiom) = run(["simulate", "x.storyboard", "--idiom", "pda"])
    #expect(idiom.standardError.contains("Did you mean 'pad'?"))
  }

  @Test func usageErrorsExitWith64AndSayWhy() {
    let (none, noneCapture) = run([])
    #expect(none == .usage)
    #expect(noneCapture.standardError.hasPrefix("error: Name a command."))
    let (unknown, unknownCapture) = run(["frob"])
    #expect(unknown == .usage)
    #expect(unknownCapture.standardError.hasPrefix("error: 'frob' is not a segue command."))
    let (badOption, badCapture) = run(["dump", "--format", "yaml", "x.storyboard"])
    #expect(badOption == .usage)
    #expect(badCapture.standardError.contains("'yaml' is not a value of '--format'"))
  }
}

@Suite struct CommandHelpTests {
  /// The synopsis of each command in the README's "The tool" section, continuation lines
  /// joined.
  static func readmeSynopses() throws -> [String: String] {
    let readme = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## The tool"))
    // The fence's info string goes on after `sh` (docs-blocks.py's `not-run:` reason).
    let fence = try #require(readme[section.upperBound...].range(of: "```sh"))
    let block = try #require(readme[fence.upperBound...].range(of: "\n"))
    let end = try #require(readme[block.upperBound...].range(of: "```"))
    var synopses: [String: String] = [:]
    var current: String?
    for line in readme[block.upperBound..<end.lowerBound].split(separator: "\n") {
      if line.hasPrefix("segue ") {
        let words = line.split(separator: " ")
        current = String(words[1])
        synopses[String(words[1])] = words.joined(separator: " ")
      } else if let name = current {
        synopses[name, default: ""] += " " + line.split(separator: " ").joined(separator: " ")
      }
    }
    return synopses
  }

  @Test(arguments: SegueTool.commands.map { $0.description.name })
  func theReadmeShowsTheSynopsisThatHelpPrints(_ name: String) throws {
    let command = try #require(SegueTool.commands.first { $0.description.name == name })
    #expect(try Self.readmeSynopses()[name] == command.description.synopsis)
  }

  @Test(arguments: SegueTool.commands.map { $0.description.name })
  func helpShowsEveryOptionOfTheTable(_ name: String) throws {
    let command = try #require(SegueTool.commands.first { $0.description.name == name })
    let help = command.description.help
    for option in command.description.options {
      #expect(help.contains("\n  \(option.spelled) "), "\(option.spelled) is missing")
      #expect(help.contains(option.synopsis))
    }
  }

  @Test func afterDoubleDashHelpIsAPath() {
    let capture = CapturedConsole()
    let status = SegueTool.run(["dump", "--", "--help"], console: capture.console)
    #expect(status == .usage)
    #expect(capture.standardError.hasPrefix("error: No file or directory exists at '--help'."))
    #expect(capture.standardOutput.isEmpty)
  }

  @Test func aUsageErrorShowsTheUsageNotTheWholeHelp() {
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["lint", "x.storyboard", "--reporter", "foo"], console: capture.console)
    #expect(status == .usage)
    let lines = capture.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("error: ") == true)
    #expect(lines.contains { $0.hasPrefix("USAGE: segue lint PATH...") })
    #expect(lines.contains("  See 'segue lint --help' for every option."))
    #expect(!capture.standardError.contains("OPTIONS:"))
    #expect(lines.count < 10)
  }

  @Test func helpWinsOverOtherMistakes() {
    let capture = CapturedConsole()
    #expect(
      SegueTool.run(["lint", "--frobnicate", "--help"], console: capture.console) == .success)
    #expect(capture.standardOutput.hasPrefix("OVERVIEW: "))
  }
}

@Suite struct EmptyFolderTests {
  @Test(arguments: ["dump", "generate", "lint", "graph"])
  func aFolderWithoutStoryboardsIsAWarningNotAUsageError(_ command: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let capture = CapturedConsole()
    let status = SegueTool.run([command, directory.path], console: capture.console)
    #expect(status == .success)
    #expect(
      capture.standardError.hasPrefix(
        "warning: No .storyboard file was found in '\(directory.path)'."))
  }
}
