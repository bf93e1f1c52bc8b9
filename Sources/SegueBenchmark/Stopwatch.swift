import Dispatch

/// Times a piece of work: one warm-up run, then the median of `runs` runs.
struct Stopwatch {
  var runs: Int

  /// The median wall-clock time of `work`, in seconds.
  func median(_ work: () throws -> Void) rethrows -> Double {
    try work()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try work()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    times.sort()
    let middle = times.count / 2
    return times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
  }
}
