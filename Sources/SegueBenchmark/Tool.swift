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
  /// `capturing` is set. `environment` replaces the benchmark's own when given.
  @discardableResult
  static func run(
    _ executable: String, _ arguments: [String], capturing: Bool = false,
    environment: [String: String]? = nil
  ) throws -> String {
    guard !capturing else { return try runCapturing(executable, arguments, environment) }
    var status: Int32 = 0
    _ = try spawnAndWait(executable, arguments, environment: environment, status: &status)
    return ""
  }

  /// Runs `executable` and waits, discarding its output; returns the CPU time (user + system)
  /// it and the processes it waited for used, in seconds. With `requiringSuccess`, a run that
  /// exits with another status than 0 throws.
  static func runTimed(
    _ executable: String, _ arguments: [String], requiringSuccess: Bool = false
  ) throws -> Double {
    var status: Int32 = 0
    let usage = try spawnAndWait(executable, arguments, environment: nil, status: &status)
    if requiringSuccess, status != 0 {
      throw ToolFailure(command: ([executable] + arguments).joined(separator: " "))
    }
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Runs `executable` with its output discarded and returns its resource usage; `status` is
  /// its exit status.
  private static func spawnAndWait(
    _ executable: String, _ arguments: [String], environment: [String: String]?,
    status: inout Int32
  ) throws -> rusage {
    // posix_spawn and wait4 rather than Process: on Linux, Process.waitUntilExit notices the
    // end only at its run loop's next turn, which added tens of milliseconds to each run.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = environment.map { variables in
      variables.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) } + [nil]
    }
    defer { envp?.forEach { free($0) } }
    var pid = pid_t()
    let spawned =
      if let envp {
        posix_spawn(&pid, executable, &actions, nil, argv, envp)
      } else {
        posix_spawn(&pid, executable, &actions, nil, argv, environ)
      }
    guard spawned == 0 else { throw ToolError(executable: executable, code: spawned) }
    var waited: Int32 = 0
    var usage = rusage()
    while wait4(pid, &waited, 0, &usage) == -1 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS are macros Swift does not import.
    status = waited & 0x7f == 0 ? (waited >> 8) & 0xff : -1
    return usage
  }

  /// Runs `executable` through Process and returns what it wrote to standard output.
  private static func runCapturing(
    _ executable: String, _ arguments: [String], _ environment: [String: String]?
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardError = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// A program the benchmark could not start.
struct ToolError: Error, CustomStringConvertible {
  var executable: String
  var code: Int32
  var description: String { "Could not start \(executable): \(String(cString: strerror(code)))." }
}

/// A program that ran and failed where the benchmark needs it to succeed.
struct ToolFailure: Error, CustomStringConvertible {
  var command: String
  var description: String { "\(command) failed." }
}
