/// How many things of each ``SkipReason`` a run skipped.
struct SkipSummary: Sendable, Hashable {
  private(set) var counts: [SkipReason: Int] = [:]

  mutating func add(_ reason: SkipReason) {
    counts[reason, default: 0] += 1
  }

  /// One line per reason that occurred, in a fixed order, such as
  /// `skipped 3 segue(s) without an identifier: code cannot name them`.
  var lines: [String] {
    counts.keys.sorted().compactMap { reason in
      counts[reason].map { "skipped \($0) \(reason.explanation)" }
    }
  }
}
