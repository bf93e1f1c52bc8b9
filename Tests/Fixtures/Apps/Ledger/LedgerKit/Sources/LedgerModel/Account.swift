import Foundation

/// An account of the ledger.
public struct Account: Sendable, Hashable {
  public var name: String
  public var balance: Decimal

  public init(name: String, balance: Decimal) {
    self.name = name
    self.balance = balance
  }
}
