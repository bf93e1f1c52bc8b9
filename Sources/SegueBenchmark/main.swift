import Foundation

// Prints how fast StoryboardKit reads storyboards beside Foundation's XMLParser and xmllint,
// and the parser's peak memory. Run with `swift run -c release segue-benchmark [--runs N]`;
// `--plugin-rebuild` compares no-op builds of Tests/PluginFixture with and without the plugins;
// `--compile-cost` runs only the compile-cost section; `--tool-build RSWIFT_PACKAGE_DIR` times
// clean builds of the plugins' tool beside R.swift's.

let arguments = CommandLine.arguments
if arguments.count == 3 && arguments[1] == PeakMemory.childArgument {
  PeakMemory.runChild(path: arguments[2])
}
if arguments.count == 3 && arguments[1] == ExploreBenchmark.childArgument {
  ExploreBenchmark.runChild(directory: arguments[2])
}
// `--write-synthetic PATH` only writes the synthetic storyboard, for profiling and fuzzing.
if arguments.count == 3 && arguments[1] == "--write-synthetic" {
  let bytes = try SyntheticStoryboard(minimumBytes: 50_000_000).write(to: arguments[2])
  print("wrote \(bytes) bytes to \(arguments[2])")
  exit(0)
}
var runs = 5
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count {
  runs = max(1, Int(arguments[index + 1]) ?? runs)
}
// `--plugin-rebuild` times only the no-op rebuild with and without the build plugins.
if arguments.contains(PluginRebuild.argument) {
  try PluginRebuild.run(runs: runs)
  exit(0)
}
// `--project-load [PATH]` times only reading the largest Xcode project under PATH.
if arguments.contains(ProjectLoadBenchmark.argument) {
  try ProjectLoadBenchmark.run(arguments: arguments, runs: runs)
  exit(0)
}
// `--project-commands [PATH]` times only lint and generate on the largest app under PATH with
// its Xcode project, beside xmllint over its storyboards plus reading the project.
if arguments.contains(ProjectCommandsBenchmark.argument) {
  try ProjectCommandsBenchmark.run(arguments: arguments, runs: runs)
  exit(0)
}
// `--tool-build RSWIFT_PACKAGE_DIR [--with-both] [--with-segue]` times only clean builds of the plugins' tools beside rswift's
// (minutes each round, so 3 rounds unless `--runs` says otherwise).
if arguments.contains(ToolBuild.argument) {
  let given = arguments.contains("--runs")
  try ToolBuild.run(arguments: arguments, runs: given ? runs : 3)
  exit(0)
}
// `--compile-cost` measures only what the generated code costs the compiler.
if arguments.contains("--compile-cost") {
  CompileCost.report(runs: runs)
  exit(0)
}

let directory = FileManager.default.temporaryDirectory
  .appendingPathComponent("segue-benchmark-\(getpid())", isDirectory: true)
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer {
  try? FileManager.default.removeItem(at: directory)
  try? FileManager.default.removeItem(atPath: CommandRows.outputPath)
}
let syntheticPath = directory.appendingPathComponent("Synthetic.storyboard").path
let syntheticBytes = try SyntheticStoryboard(minimumBytes: 50_000_000).write(to: syntheticPath)

var inputs: [BenchmarkInput] = []
if let corpus = BenchmarkInput.corpus() {
  inputs.append(corpus)
} else {
  print("note: no corpus (set SEGUE_CORPUS or put it at ../shared/corpus); skipping it")
}
inputs.append(BenchmarkInput(name: "synthetic (50 MB)", paths: [syntheticPath]))

// The parse baselines, the commands as users run them beside xmllint, then what each command
// costs over parsing (CostRows).
var rows: [BenchmarkRow] = ParseRows.all + CommandRows.all + CostRows.all
// `--only NAME` keeps the rows whose name contains NAME, with the baseline of each kept row's
// group, for profiling one tool.
if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
  let wanted = arguments[index + 1]
  let groups = Set(rows.filter { $0.name.contains(wanted) }.map(\.group))
  rows = rows.enumerated().filter { position, row in
    let isBaseline = rows.firstIndex { $0.group == row.group } == position
    return row.name.contains(wanted) || (isBaseline && groups.contains(row.group))
  }.map(\.element)
}

var table = BenchmarkTable()
let stopwatch = Stopwatch(runs: runs)
for input in inputs {
  let available = rows.filter { $0.unavailableReason == nil }
  let seconds = try stopwatch.medians(available.map { row in { try row.body(input.paths) } })
  for row in rows {
    if let index = available.firstIndex(where: { $0.name == row.name }) {
      let speed = Double(input.bytes) / seconds[index] / 1e6
      table.lines.append(.init(input: input.name, row: row, megabytesPerSecond: speed))
    } else {
      table.lines.append(
        .init(input: input.name, row: row, megabytesPerSecond: nil, note: row.unavailableReason))
    }
  }
}

let cores = ProcessInfo.processInfo.activeProcessorCount
print(
  "segue-benchmark: median of \(runs) rounds (rows take turns) after one warm-up; \(cores) cores")
for input in inputs {
  print("  \(input.name): \(String(format: "%.1f", Double(input.bytes) / 1e6)) MB")
}
print()
print(table.render())

let megabyte = 1_048_576.0
if let base = PeakMemory.measure(path: "-"), let peak = PeakMemory.measure(path: syntheticPath) {
  print(
    String(
      format: "peak RSS parsing the synthetic file: %.1f MiB (process base %.1f MiB, "
        + "so %.1f MiB for a %.1f MiB file: %.2f× its size)",
      Double(peak) / megabyte, Double(base) / megabyte, Double(peak - base) / megabyte,
      Double(syntheticBytes) / megabyte, Double(peak - base) / Double(syntheticBytes)))
} else {
  print("peak RSS: could not run the measuring child process")
}
CompileCost.report(runs: runs)

// Without `--only`, or with `--only explore`: the simulator's exploration of the corpus apps.
let only = arguments.firstIndex(of: "--only").map { arguments.index(after: $0) }
  .flatMap { $0 < arguments.count ? arguments[$0] : nil }
if only == nil || only == "explore" {
  print()
  try ExploreBenchmark.run(runs: runs)
}
