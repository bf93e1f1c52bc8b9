/// A job the user is paid by.
struct Job: Hashable, Sendable {
  /// Who pays.
  var employer: String
  /// The paychecks received so far, oldest first.
  var paychecks: [Paycheck] = []
}
