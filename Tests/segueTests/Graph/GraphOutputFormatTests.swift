import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommandLine
@testable import segue

@Suite("segue graph: the format from the output's name, and Mermaid's size limit")
struct GraphOutputFormatTests {
  @Test(arguments: [
    ("map.mmd", "flowchart LR"), ("map.dot", "digraph segue {"), ("map", "digraph segue {"),
  ])
  func theExtensionChoosesTheFormat(name: String, start: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", GraphCommandTests.fixtures + "/Mac", "--output", directory.path + "/" + name],
      console: capture.console)
    #expect(status == .success)
    #expect(
      try String(contentsOfFile: directory.path + "/" + name, encoding: .utf8).hasPrefix(start))
  }

  @Test func anUnknownExtensionIsAUsageErrorUnlessAFormatIsGiven() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.path + "/map.txt"
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", GraphCommandTests.fixtures + "/Mac", "--output", file], console: capture.console)
    #expect(status == .usage)
    #expect(
      capture.standardError.hasPrefix(
        "error: The output '\(file)' has an extension segue graph does not draw; use one of "
          + ".dot, .gv, .mmd, .mermaid, .svg, .html, .htm, .png, .pdf, or give --format."))
    #expect(!FileManager.default.fileExists(atPath: file))
    let given = SegueTool.run(
      ["graph", GraphCommandTests.fixtures + "/Mac", "--output", file, "--format", "dot"],
      console: CapturedConsole().console)
    #expect(given == .success)
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("digraph segue {"))
  }

  @Test func aTrailingSlashIsAFolderMadeWithAFileNamedAfterTheInputs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = directory.path + "/maps/"
    let mac = GraphCommandTests.fixtures + "/Mac"
    #expect(
      SegueTool.run(["graph", mac, "--output", folder], console: CapturedConsole().console)
        == .success)
    #expect(
      try String(contentsOfFile: folder + "Mac.dot", encoding: .utf8).hasPrefix("digraph segue {"))
    let both = SegueTool.run(
      [
        "graph", mac + "/", GraphCommandTests.fixtures + "/App", "--format", "mermaid", "--output",
        folder,
      ],
      console: CapturedConsole().console)
    #expect(both == .success)
    #expect(FileManager.default.fileExists(atPath: folder + "App+Mac.mmd"))
  }

  @Test func namesAFolderFileAfterEveryInputUpToThree() {
    #expect(GraphOutput.name(inputs: ["Main.storyboard"], workingDirectory: "/app") == "Main")
    #expect(GraphOutput.name(inputs: ["."], workingDirectory: "/src/App") == "App")
    #expect(
      GraphOutput.name(inputs: ["d", "c/", "b", "a", "a/../a"], workingDirectory: "/")
        == "a+b+c+1-more")
  }

  @Test func anImageGoesToAFileNotToStandardOutput() {
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", GraphCommandTests.fixtures + "/Mac", "--format", "png"], console: capture.console)
    #expect(status == .usage)
    #expect(capture.standardError.hasPrefix("error: A png image is not text; write it to a file"))
  }

  /// PNG and PDF come from Graphviz as SVG does, the same bytes on every run.
  @Test(
    .enabled(
      if: TestEnvironment.runs(needing: TestEnvironment.executable("dot") != nil),
      "Graphviz's dot is not installed"),
    arguments: [("map.png", [0x89, 0x50, 0x4E, 0x47]), ("map.pdf", Array("%PDF".utf8))])
  func imagesAreDrawnByGraphviz(name: String, magic: [UInt8]) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var drawings: [Data] = []
    for run in 1...2 {
      let file = directory.path + "/\(run)" + name
      let capture = CapturedConsole()
      let status = SegueTool.run(
        ["graph", GraphCommandTests.fixtures + "/Mac", "--output", file], console: capture.console)
      #expect(status == .success)
      #expect(capture.standardOutput.isEmpty)
      drawings.append(try Data(contentsOf: URL(fileURLWithPath: file)))
    }
    #expect(Array(drawings[0].prefix(magic.count)) == magic)
    #expect(drawings[0] == drawings[1])
  }

  @Test func aFormatThatContradictsTheExtensionIsAUsageError() throws {
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", GraphCommandTests.fixtures + "/Mac", "--format", "dot", "--output", "map.svg"],
      console: capture.console)
    #expect(status == .usage)
    #expect(
      capture.standardError.hasPrefix(
        "error: The output 'map.svg' names a svg file, but '--format' is dot;"))
  }

  @Test func aMermaidDiagramGitHubCannotShowIsWarnedAbout() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // 600 scenes, each showing the next: more Mermaid text than GitHub renders.
    var scenes = ""
    for index in 0..<600 {
      scenes += """
        <scene sceneID="s\(index)"><objects>
          <viewController id="vc\(index)" customClass="Screen\(index)ViewController" sceneMemberID="viewController">
            <connections><segue destination="vc\(index + 1)" kind="show" identifier="Next\(index)" id="g\(index)"/></connections>
          </viewController>
        </objects></scene>

        """
    }
    let storyboard = try directory.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc0">
        <scenes>\(scenes)<scene sceneID="last"><objects><viewController id="vc600" sceneMemberID="viewController"/></objects></scene></scenes>
      </document>
      """, to: "Big.storyboard")
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", storyboard, "--format", "mermaid", "--no-lint"], console: capture.console)
    #expect(status == .success)
    #expect(capture.standardOutput.count > 50_000)
    #expect(capture.standardError.contains("GitHub renders at most 50,000"))
    let small = CapturedConsole()
    _ = SegueTool.run(
      ["graph", GraphCommandTests.fixtures + "/Mac", "--format", "mermaid"], console: small.console)
    #expect(small.standardError.isEmpty)
  }
}
