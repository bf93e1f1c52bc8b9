import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

/// docs/Architecture.md's worked command option: declared once, it is parsed, shown by
/// `--help`, suggested when misspelt and read by its descriptor; the document quotes it as it
/// is here.
@Suite struct WorkedExampleCommandTests {
  static let storyboard = TestPaths.fixtures.appendingPathComponent("Graph/App/Main.storyboard")
    .path

  static func run(_ arguments: [String]) throws -> (ExitCode, String) {
    let parsed = try ParsedArguments(arguments, options: ScenesCommand.description.options)
    let capture = CapturedConsole()
    try ScenesCommand(parsed).run(console: capture.console)
    return (capture.console.diagnostics.exitCode, capture.standardOutput)
  }

  @Test func theOptionIsReadByItsDescriptor() throws {
    let (status, total) = try Self.run([Self.storyboard])
    #expect(status == .success)
    #expect(total.hasSuffix(" scene(s)\n"))
    #expect(total.split(separator: "\n").count == 1)
    let (_, each) = try Self.run([Self.storyboard, "--per-storyboard"])
    #expect(each.hasPrefix(Self.storyboard + ": "))
    #expect(each.hasSuffix(total))
  }

  @Test func theOptionIsInTheHelpAndAMisspellingIsSuggested() {
    #expect(ScenesCommand.description.help.contains("[--per-storyboard]"))
    #expect(
      throws: UsageError("Unknown option '--per-storybord'. Did you mean '--per-storyboard'?")
    ) {
      try ParsedArguments(["--per-storybord"], options: ScenesCommand.description.options)
    }
  }

  @Test func architectureQuotesTheWorkedCommand() throws {
    let file = TestPaths.tests.appendingPathComponent("segueTests/CLI/WorkedExampleCommand.swift")
    let example = try #require(DocumentedExample(file: file.path))
    #expect(example.isQuoted(in: "docs/Architecture.md"))
  }
}
