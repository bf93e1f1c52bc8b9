import Foundation

/// Runs an executable of this package, built beside the test bundle by
/// `swift build --build-tests`, as a separate process: for what only a real process shows, such
/// as its working directory.
package struct BuiltExecutable: Sendable {
  /// What a run printed and how it ended.
  package struct Run: Sendable {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
  }

  /// The executable's path.
  package let path: String

  /// The executable `name` of the build folder that holds the running tests; nil when it has
  /// not been built.
  package init?(_ name: String) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // The test bundle is a file (Linux) or a folder whose executable is deeper (macOS).
    let candidates = [folder, folder.deletingLastPathComponent().deletingLastPathComponent()]
      .map { $0.appendingPathComponent(name).path }
    guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    path = found
  }

  /// Runs it with `arguments` in `workingDirectory` and waits.
  package func run(_ arguments: [String], in workingDirectory: String) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both before waiting, so a full pipe cannot block the child.
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
