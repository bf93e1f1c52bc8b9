/// How many things of each ``SkipReason`` a run skipped.
struct SkipSummary: Sendable, Hashable {
  private var counts: [SkipReason: Int] = [:]

  mutating func add(_ reason: SkipReason) {
    counts[reason, default: 0] += 1
  }

  /// One line per reason with something skipped, in the reasons' order.
  var lines: [String] {
    SkipReason.allCases.compactMap { reason in
      counts[reason].map { "skipped \($0) \(reason.explanation)" }
    }
  }
}
