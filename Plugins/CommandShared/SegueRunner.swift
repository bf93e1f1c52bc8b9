import Foundation
import PackagePlugin

/// Runs the jobs one after the other, each printing straight to the terminal.
enum SegueRunner {
  static func run(_ jobs: [SegueJob], request: CommandRequest, tool: URL) throws {
    guard !jobs.isEmpty else {
      Diagnostics.warning("No target holds a .storyboard file; nothing to do.")
      return
    }
    var failed: [String] = []
    for job in jobs {
      print("segue \(request.verb.rawValue): \(job.target)")
      let process = Process()
      process.executableURL = tool
      process.arguments = job.arguments
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failed.append(job.target) }
    }
    if !failed.isEmpty {
      throw CommandPluginError.failed(verb: request.verb.rawValue, targets: failed)
    }
  }
}
