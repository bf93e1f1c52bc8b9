import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

@Suite("segue graph command")
struct GraphCommandTests {
  static let fixtures = Snapshot.fixture("Graph")

  @Test("Writes DOT to standard output by default")
  func defaultFormat() {
    let capture = CapturedConsole()
    let status = SegueTool.run(["graph", Self.fixtures + "/App"], console: capture.console)
    #expect(status == .success)
    #expect(capture.standardOutput.hasPrefix("digraph segue {"))
    #expect(capture.standardError.isEmpty)
  }

  @Test(
    "Each format writes its kind of text to --output, '-' meaning standard output",
    arguments: [("dot", "digraph segue {"), ("mermaid", "flowchart LR")])
  func formats(format: String, start: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.path + "/out/graph.txt"
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", Self.fixtures + "/Mac", "--format", format, "--output", file],
      console: capture.console)
    #expect(status == .success)
    #expect(capture.standardOutput.isEmpty)
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix(start))
    let dash = CapturedConsole()
    _ = SegueTool.run(
      ["graph", Self.fixtures + "/Mac", "--format", format, "--output", "-"], console: dash.console)
    #expect(try dash.standardOutput == String(contentsOfFile: file, encoding: .utf8))
  }

  @Test("The order of the paths given does not change the output")
  func inputOrder() {
    let main = Self.fixtures + "/App/Main.storyboard"
    let settings = Self.fixtures + "/App/Settings.storyboard"
    let forward = CapturedConsole()
    let backward = CapturedConsole()
    _ = SegueTool.run(["graph", main, settings, "--format", "mermaid"], console: forward.console)
    _ = SegueTool.run(["graph", settings, main, "--format", "mermaid"], console: backward.console)
    #expect(!forward.standardOutput.isEmpty)
    #expect(forward.standardOutput == backward.standardOutput)
  }

  @Test("Lint findings mark their segues unless --no-lint is given")
  func lintFindings() {
    let marked = CapturedConsole()
    let plain = CapturedConsole()
    let app = Self.fixtures + "/App"
    #expect(SegueTool.run(["graph", app], console: marked.console) == .success)
    #expect(SegueTool.run(["graph", app, "--no-lint"], console: plain.console) == .success)
    #expect(marked.standardOutput.contains("label=\"showGone\\n⚠ dangling-destination\""))
    #expect(marked.standardOutput.contains("label=\"showPrivacy\\n⚠ deprecated-segue-kind\""))
    #expect(!plain.standardOutput.contains("⚠"))
    #expect(plain.standardOutput.contains("label=\"showGone\""))
  }

  @Test("A malformed input gives a located error, exit 1 and no output file")
  func malformed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.path + "/graph.dot"
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", Self.fixtures + "/Malformed", "--output", file], console: capture.console)
    #expect(status == .failure)
    #expect(capture.standardError.contains("Malformed/Broken.storyboard:7:"))
    #expect(capture.standardError.contains(": error: "))
    #expect(capture.standardOutput.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test(
    "A wrong command line exits 64",
    arguments: [
      ["graph"], ["graph", "--format", "png", "x"], ["graph", "--output"],
      ["graph", "/no/such/path"], ["graph", "--bogus", "x"],
    ])
  func usage(arguments: [String]) {
    let capture = CapturedConsole()
    #expect(SegueTool.run(arguments, console: capture.console) == .usage)
    #expect(capture.standardError.hasPrefix("error: "))
  }

}

@Suite("segue graph: the HTML map's title")
struct GraphTitleTests {
  /// The inputs by name and the storyboard count, whatever the spelling of the paths.
  @Test(
    .enabled(
      if: TestEnvironment.runs(needing: TestEnvironment.executable("dot") != nil),
      "Graphviz's dot is not installed"))
  func namesTheFoldersGivenAndCountsTheStoryboards() throws {
    let base = GraphCommandTests.fixtures
    var titles: Set<String> = []
    for spelling in [base + "/App", base + "/App/", base + "/./App", base + "/Mac/../App"] {
      let capture = CapturedConsole()
      let status = SegueTool.run(
        ["graph", spelling, "--format", "html", "--no-lint"], console: capture.console)
      #expect(status == .success)
      let html = capture.standardOutput
      let title = try #require(
        html.range(of: "<title>").flatMap { start in
          html.range(of: "</title>", range: start.upperBound..<html.endIndex).map {
            String(html[start.upperBound..<$0.lowerBound])
          }
        })
      titles.insert(title)
    }
    #expect(titles == ["Segue graph — App (2 storyboards)"])
  }
}
