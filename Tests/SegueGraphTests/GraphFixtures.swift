import Foundation
import SegueTestSupport
import StoryboardKit

@testable import SegueGraph

/// The graph fixtures in `Fixtures/Graph/`, parsed with paths relative to that folder (such as
/// `App/Main.storyboard`) so that outputs naming paths are the same on every machine.
enum GraphFixtures {
  static let root = TestPaths.fixtures.appendingPathComponent("Graph")
  /// The package root.
  static let packageRoot = TestPaths.packageRoot

  /// The documents of every storyboard in `folder`, sorted by path.
  static func documents(_ folder: String) throws -> [StoryboardDocument] {
    let directory = root.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".storyboard") }.sorted()
    return try names.map { name in
      let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
      return try StoryboardParser.parse(bytes: bytes, path: "\(folder)/\(name)")
    }
  }

  /// The graph of the storyboards in `folder`.
  static func graph(_ folder: String, diagnostics: [Diagnostic] = []) throws -> NavigationGraph {
    NavigationGraph(graph: StoryboardGraph(try documents(folder)), diagnostics: diagnostics)
  }

  /// Graphviz's version, such as `2.43.0`, when `dot` is installed.
  static let graphvizVersion: String? = {
    guard let dot = Graphviz().executable else { return nil }
    let process = Process()
    let pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: dot)
    process.arguments = ["-V"]
    process.standardError = pipe
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return said.split(separator: " ").first { $0.first?.isNumber == true }.map(String.init)
  }()

  /// Whether golden files are being recorded (`SNAPSHOT_RECORD=1`).
  static var isRecording: Bool { Snapshot.isRecording }

  /// Whether the golden file `Snapshots/Graph/<name>` exists.
  static func hasSnapshot(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: Snapshot.url("Graph/" + name).path)
  }
}
