/// One line of the benchmark table: a tool that reads every file of an input once.
///
/// Rows are listed in `main.swift`; the first row of each group is the one the others are
/// compared with. To add rows (say a "generate" group), write a file with a static list and
/// append it there.
struct BenchmarkRow: Sendable {
  /// Rows of one group are compared with the group's first row.
  var group: String
  var name: String
  /// Why the row cannot run on this machine, printed in place of its figures.
  var unavailableReason: String?
  /// Reads each path once.
  var body: @Sendable ([String]) throws -> Void

  init(
    group: String, name: String, unavailableReason: String? = nil,
    body: @escaping @Sendable ([String]) throws -> Void
  ) {
    self.group = group
    self.name = name
    self.unavailableReason = unavailableReason
    self.body = body
  }
}
