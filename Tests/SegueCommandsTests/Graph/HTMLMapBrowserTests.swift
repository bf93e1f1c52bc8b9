import Foundation
import Testing

@testable import SegueCommands

/// Runs Scripts/check-html-map on the HTML map of the repository's Examples/ (the fixtures
/// while there are none): headless Chromium must show a drawing, log no error, and the search
/// box and segue details must work.
@Suite("HTML map in headless Chromium")
struct HTMLMapBrowserTests {
  @Test("The map loads, draws, searches and shows details in Chromium")
  func chromium() throws {
    let browsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    guard browsers.contains(where: FileManager.default.isExecutableFile(atPath:)) else {
      print(
        "note: Chromium is not installed (apt-get install chromium); the HTML map check is skipped."
      )
      return
    }
    guard Graphviz().executable != nil else {
      print("note: Graphviz's dot is not installed; the HTML map check is skipped.")
      return
    }
    let root = GraphFixtures.packageRoot.path
    let examples = root + "/Examples"
    let input =
      FileManager.default.fileExists(atPath: examples) ? examples : GraphFixtures.root.path + "/App"
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let map = directory.path + "/map.html"
    let capture = CapturedConsole()
    let status = SegueTool.run(
      ["graph", input, "--format", "html", "--output", map], console: capture.console)
    try #require(status == .success, "segue graph failed: \(capture.standardError)")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: root + "/Scripts/check-html-map")
    process.arguments = [map, directory.path + "/map.png"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "check-html-map said:\n\(said)")
  }
}
