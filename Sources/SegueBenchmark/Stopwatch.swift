import Dispatch

/// Times several pieces of work in turns — one warm-up each, then `runs` rounds in which each
/// runs once — so that a change in the machine's load affects them all alike.
struct Stopwatch {
  var runs: Int

  /// The median wall-clock time of each piece of work, in seconds, in the order given.
  func medians(_ works: [() throws -> Void]) throws -> [Double] {
    for work in works { try work() }
    var samples = [[Double]](repeating: [], count: works.count)
    for _ in 0..<runs {
      for (index, work) in works.enumerated() {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        samples[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
    }
    return samples.map(Self.median)
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
