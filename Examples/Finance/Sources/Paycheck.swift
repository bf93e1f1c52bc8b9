import Foundation

/// One payment received for a job.
struct Paycheck: Hashable, Sendable {
  /// The amount paid.
  var amount: Decimal
  /// When it was received.
  var date: Date
}
