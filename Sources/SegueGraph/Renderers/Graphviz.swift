import Foundation

/// Runs Graphviz's `dot` to lay out DOT text as SVG, PNG or PDF.
struct Graphviz: Sendable {
  /// The directories searched for `dot`, in order (the `PATH` by default).
  var searchPath: [String]

  init(searchPath: [String]? = nil) {
    self.searchPath =
      searchPath
      ?? (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init)
  }

  /// The `dot` executable, if one is installed.
  var executable: String? {
    searchPath.map { ($0.isEmpty ? "." : $0) + "/dot" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The SVG drawing of `dot`.
  func svg(from dot: String) throws(GraphRenderError) -> String {
    let data = try draw(dot, as: "svg")
    guard let text = String(data: data, encoding: .utf8) else {
      throw GraphRenderError("Graphviz's 'dot' wrote an SVG drawing that is not UTF-8 text.")
    }
    return text
  }

  /// The drawing of `dot` in Graphviz's output format `format` (`svg`, `png`, `pdf`). Input,
  /// output and messages go through temporary files, so a large graph cannot fill a pipe and
  /// stall both processes.
  func draw(_ dot: String, as format: String) throws(GraphRenderError) -> Data {
    guard let executable else {
      throw GraphRenderError(
        "Graphviz's 'dot' program was not found on the PATH; it draws the svg, png, pdf and html "
          + "formats. "
          + "Install it with 'apt-get install graphviz' (Debian, Ubuntu) or 'brew install graphviz' "
          + "(macOS), or use --format dot or mermaid.")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-graph-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("graph.dot")
    let output = directory.appendingPathComponent("graph." + format)
    let messages = directory.appendingPathComponent("messages.txt")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(dot.utf8).write(to: input)
      _ = FileManager.default.createFile(atPath: messages.path, contents: nil)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["-T" + format, "-o", output.path, input.path]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = try FileHandle(forWritingTo: messages)
      try process.run()
      process.waitUntilExit()
      let said = (try? String(contentsOf: messages, encoding: .utf8)) ?? ""
      guard process.terminationStatus == 0 else {
        throw GraphRenderError(
          "Graphviz's 'dot' failed (exit status \(process.terminationStatus)): "
            + said.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      return try Data(contentsOf: output)
    } catch let error as GraphRenderError {
      throw error
    } catch {
      throw GraphRenderError("Could not run Graphviz's 'dot' at '\(executable)': \(error).")
    }
  }
}
