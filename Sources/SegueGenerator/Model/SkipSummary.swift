/// How many things of each ``SkipReason`` a run skipped.
struct SkipSummary: Sendable, Hashable {
  /// Counts by reason, indexed by raw value: most segues are skipped, and counting each in a
  /// dictionary cost more than deciding to skip it.
  private var counts = [Int](repeating: 0, count: SkipReason.allCases.count)

  mutating func add(_ reason: SkipReason) {
    counts[reason.rawValue] += 1
  }

  /// One line per reason with something skipped, in the reasons' order.
  var lines: [String] {
    SkipReason.allCases.compactMap { reason in
      let count = counts[reason.rawValue]
      return count == 0 ? nil : "skipped \(count) \(reason.explanation)"
    }
  }
}
