import Foundation
import StoryboardKit

#if canImport(Glibc)
  import Glibc
#endif

/// Measures the parser's peak resident memory in a fresh child process: the benchmark runs
/// itself again with a hidden argument, and the child reports its high-water mark.
enum PeakMemory {
  /// The hidden argument; followed by a path, or by `-` to parse nothing (the baseline).
  static let childArgument = "--peak-memory-child"

  /// In the child: parses `path` (unless it is `-`), then prints the peak RSS in bytes.
  static func runChild(path: String) -> Never {
    if path != "-" {
      let scenes = (try? StoryboardParser.parse(contentsOf: path))?.scenes.count ?? -1
      Sink.keep(scenes)
    }
    printHighWaterMark()
  }

  /// Prints the process's peak RSS in bytes and exits: the end of a measuring child.
  static func printHighWaterMark() -> Never {
    print(highWaterMark())
    exit(0)
  }

  /// The child's peak RSS in bytes when parsing `path` (`-` for none); nil if it failed.
  static func measure(path: String) -> Int? {
    measure(arguments: [childArgument, path])
  }

  /// The peak RSS in bytes of a child run with `arguments`; nil if it failed.
  static func measure(arguments: [String]) -> Int? {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    guard let output = try? Tool.run(executable, arguments, capturing: true) else {
      return nil
    }
    return Int(output.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// VmHWM from /proc/self/status, else getrusage's ru_maxrss.
  private static func highWaterMark() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    {
      return kilobytes * 1024
    }
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_maxrss * 1024
  }
}
