import Dispatch
import Foundation

/// Times several pieces of work in turns — one warm-up each, then `runs` rounds in which each
/// runs once — so that a change in the machine's load affects them all alike.
struct Stopwatch {
  /// The median wall-clock and CPU time of one piece of work, in seconds.
  struct Timing {
    var wall: Double
    var cpu: Double
  }

  var runs: Int

  /// The median wall-clock time of each piece of work, in seconds, in the order given.
  func medians(_ works: [() throws -> Void]) throws -> [Double] {
    try timings(
      works.map { work in
        { () throws -> Double? in
          try work()
          return nil
        }
      }
    ).map(\.wall)
  }

  /// The median wall-clock and CPU time of each piece of work, in the order given. A work
  /// that runs a program returns the CPU time the program used (``Tool/runTimed(_:_:)``); one
  /// that returns nil is charged the CPU time this process used meanwhile, on every thread.
  func timings(_ works: [() throws -> Double?]) throws -> [Timing] {
    for work in works { _ = try work() }
    var walls = [[Double]](repeating: [], count: works.count)
    var cpus = [[Double]](repeating: [], count: works.count)
    for _ in 0..<runs {
      for (index, work) in works.enumerated() {
        let cpuStart = Self.processCPU()
        let start = DispatchTime.now().uptimeNanoseconds
        let childCPU = try work()
        walls[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        cpus[index].append(childCPU ?? Self.processCPU() - cpuStart)
      }
    }
    return zip(walls, cpus).map { Timing(wall: Self.median($0), cpu: Self.median($1)) }
  }

  /// The CPU time this process has used so far, on all its threads, in seconds.
  private static func processCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
