import Foundation

/// Outside programs the benchmark runs.
enum Tool {
  /// The full path of `name` on the PATH, nil when missing.
  static func path(_ name: String) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    for directory in directories {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `executable` and waits, discarding its output; returns its standard output when
  /// `capturing` is set.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String], capturing: Bool = false) throws
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = capturing ? output : FileHandle.nullDevice
    try process.run()
    let data = capturing ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
