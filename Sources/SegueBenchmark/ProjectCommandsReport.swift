import Foundation

/// The lines `--project-commands` prints: each time in wall-clock and CPU milliseconds, and
/// each command against both readings of the bar, with and without the scan of its sources.
struct ProjectCommandsReport {
  typealias Timing = Stopwatch.Timing

  /// Foundation's reading of the `project.pbxproj` alone.
  var plist: Timing
  /// `Project.load(at:)`, every target: T_read.
  var read: Timing

  func printReading() {
    row("PropertyListSerialization of project.pbxproj", plist)
    row("Project.load(at:), every target: T_read", read)
  }

  /// The rows of one command: its baseline, its time, both bars, its sources' scan.
  func printCommand(
    _ name: String, storyboards: Int, sourceFiles: Int, xmllint: Timing, sources: Timing,
    command: Timing
  ) {
    print(name + ":")
    row(String(format: "xmllint --noout, %d storyboard(s): T_xml", storyboards), xmllint)
    row("T_cmd", command)
    bars("T_cmd", command, xmllint: xmllint)
    row(String(format: "its sources' scan alone, %d file(s): T_src", sourceFiles), sources)
    let without = Timing(wall: command.wall - sources.wall, cpu: command.cpu - sources.cpu)
    row("T_cmd - T_src (xmllint reads no sources)", without)
    bars("T_cmd - T_src", without, xmllint: xmllint)
  }

  /// What the storyboards themselves cost: `segue lint` on them alone (no project, no
  /// sources) less the process start (`segue --version`), beside half of xmllint's time.
  func printStoryboardWork(storyboards: Int, xmllint: Timing, start: Timing, alone: Timing) {
    print(String(format: "the %d storyboard(s) alone:", storyboards))
    row("segue --version (the process start): T_start", start)
    row("segue lint on the storyboards alone: T_sb", alone)
    let work = Timing(wall: alone.wall - start.wall, cpu: alone.cpu - start.cpu)
    let bar = Timing(wall: 0.5 * xmllint.wall, cpu: 0.5 * xmllint.cpu)
    row("T_sb - T_start", work)
    row(
      "  0.5 × T_xml", bar,
      "  T_sb - T_start "
        + String(
          format: "%.2f× wall, %.2f× CPU of it: ", work.wall / bar.wall, work.cpu / bar.cpu)
        + verdict(work, bar))
  }

  /// (a) `value` ≤ 0.5 × (T_xml + T_read), (b) `value` ≤ 0.5 × T_xml + T_read: each bar, in
  /// wall and CPU time, and the ratio of `value` to it (at most 1 meets it).
  private func bars(_ value: String, _ time: Timing, xmllint: Timing) {
    let a = Timing(
      wall: 0.5 * (xmllint.wall + read.wall), cpu: 0.5 * (xmllint.cpu + read.cpu))
    let b = Timing(wall: 0.5 * xmllint.wall + read.wall, cpu: 0.5 * xmllint.cpu + read.cpu)
    for (label, bar) in [("(a) 0.5 × (T_xml + T_read)", a), ("(b) 0.5 × T_xml + T_read", b)] {
      row(
        "  bar " + label, bar,
        "  \(value) "
          + String(
            format: "%.2f× wall, %.2f× CPU of it: ", time.wall / bar.wall, time.cpu / bar.cpu)
          + verdict(time, bar))
    }
  }

  private func verdict(_ time: Timing, _ bar: Timing) -> String {
    switch (time.wall <= bar.wall, time.cpu <= bar.cpu) {
    case (true, true): "met"
    case (true, false): "met in wall time only"
    case (false, true): "met in CPU time only"
    case (false, false): "not met"
    }
  }

  private func row(_ label: String, _ time: Timing, _ note: String = "") {
    print(
      "  " + label.padding(toLength: 48, withPad: " ", startingAt: 0)
        + String(format: "%8.1f ms %8.1f ms", time.wall * 1000, time.cpu * 1000) + note)
  }
}
