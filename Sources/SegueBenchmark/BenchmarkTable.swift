import Foundation

/// The figures of one row over one input, and the table that prints them.
struct BenchmarkTable {
  struct Line {
    var input: String
    var row: BenchmarkRow
    /// Megabytes (10^6 bytes) per second, nil when the row could not run.
    var megabytesPerSecond: Double?
    var note: String?
  }

  var lines: [Line] = []

  /// Text for a terminal: MB/s, and beside the baselines how many times faster StoryboardKit
  /// is; beside each command run as a process, its time over xmllint's; beside each command's
  /// work in process, how many times the parse alone it takes.
  func render() -> String {
    var output =
      pad("input", 24) + pad("tool", 32) + pad("MB/s", 10, right: true)
      + "  ratio" + "\n"
    output += String(repeating: "-", count: 96) + "\n"
    for line in lines {
      output += pad(line.input, 24) + pad(line.row.name, 32)
      guard let speed = line.megabytesPerSecond else {
        output += "  skipped: \(line.note ?? "unavailable")\n"
        continue
      }
      output += pad(String(format: "%.1f", speed), 10, right: true)
      let first = lines.first { $0.input == line.input && $0.row.group == line.row.group }
      if let reference = first?.megabytesPerSecond, first?.row.name != line.row.name {
        let ratio = reference / speed
        switch line.row.group {
        case "parse": output += String(format: "  StoryboardKit is %.2f× faster", ratio)
        case "commands":
          output += String(format: "  %.2f× xmllint's time (goal: at most 0.5×)", ratio)
        default: output += String(format: "  %.2f× the parse", ratio)
        }
      }
      output += "\n"
    }
    return output
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let room = max(0, width - text.count)
    let fill = String(repeating: " ", count: room)
    return right ? fill + text + "  " : text + fill
  }
}
