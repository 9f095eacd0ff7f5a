import Foundation

/// A bank account a company's documents print for payment: kept in its settings, printed by the
/// features that issue documents.
public struct CompanyBankAccount: Codable, Sendable, Hashable {
  /// The name the account is held in.
  public var holder: String
  /// The account number, digits only (9 to 18).
  public var number: String
  /// The branch's IFSC: four letters, `0`, six letters or digits (`SBIN0001234`).
  public var ifsc: String
  /// The bank's name.
  public var bank: String

  /// An account.
  public init(holder: String, number: String, ifsc: String, bank: String) {
    self.holder = holder
    self.number = number
    self.ifsc = ifsc
    self.bank = bank
  }
}
