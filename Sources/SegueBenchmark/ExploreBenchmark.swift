import Foundation
import StoryboardKit
import StoryboardSimulator

/// `segue explore` over every corpus app: states explored per second (the simulator built
/// and the exploration run, documents already parsed), on a phone and on a pad, and the
/// peak memory of one pass over the whole corpus.
enum ExploreBenchmark {
  /// The hidden argument of the child process that measures peak memory.
  static let childArgument = "--explore-peak-memory-child"

  /// Every app's starts, explored once with the default limits; the states counted.
  static func exploreAll(_ apps: [(CorpusApp, [String?])], idiom: SimulatedIdiom) -> Int {
    var states = 0
    for (app, starts) in apps {
      for start in starts {
        let options = SimulatorOptions(start: start, idiom: idiom)
        guard
          let simulator = try? StoryboardSimulator(documents: app.documents, options: options),
          let report = try? simulator.explore()
        else { continue }
        states += report.statesExplored
      }
    }
    return states
  }

  /// Prints the section; nothing without a corpus.
  static func run(runs: Int) throws {
    guard let directory = BenchmarkInput.corpusDirectory() else { return }
    let apps = CorpusApp.load(from: directory).map { ($0, $0.starts) }
    let idioms = SimulatedIdiom.allCases
    let counts = idioms.map { exploreAll(apps, idiom: $0) }
    let seconds = try Stopwatch(runs: runs).medians(
      idioms.map { idiom in { Sink.keep(exploreAll(apps, idiom: idiom)) } })
    let starts = apps.map(\.1.count).reduce(0, +)
    print("segue explore over the corpus: \(apps.count) apps, \(starts) starts, default limits")
    for (index, idiom) in idioms.enumerated() {
      print(
        String(
          format: "  %@: %d states in %.1f ms, %.0f states/s (goal: at least 10,000)",
          idiom.rawValue, counts[index], seconds[index] * 1000,
          Double(counts[index]) / seconds[index]))
    }
    let megabyte = 1_048_576.0
    if let base = PeakMemory.measure(arguments: [PeakMemory.childArgument, "-"]),
      let peak = PeakMemory.measure(arguments: [childArgument, directory])
    {
      print(
        String(
          format: "  peak RSS exploring every app on a phone: %.1f MiB (process base %.1f MiB)",
          Double(peak) / megabyte, Double(base) / megabyte))
    }
  }

  /// In the child: loads and explores the corpus once, then prints the peak RSS in bytes.
  static func runChild(directory: String) -> Never {
    let apps = CorpusApp.load(from: directory).map { ($0, $0.starts) }
    Sink.keep(exploreAll(apps, idiom: .phone))
    PeakMemory.printHighWaterMark()
  }
}
