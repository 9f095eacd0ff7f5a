/// The bank account a document asks to be paid into.
public struct BillBankDetails: Sendable, Hashable, Codable {
  /// The account holder's name.
  public var accountName: String
  /// The account number.
  public var accountNumber: String
  /// The bank's name.
  public var bankName: String
  /// The branch code: the IFSC in India, the BIC elsewhere.
  public var branchCode: String?
  /// A UPI id (`name@bank`), if payments by UPI are welcome.
  public var upiID: String?

  /// Bank details.
  public init(
    accountName: String, accountNumber: String, bankName: String, branchCode: String? = nil, upiID: String? = nil
  ) {
    self.accountName = accountName
    self.accountNumber = accountNumber
    self.bankName = bankName
    self.branchCode = branchCode
    self.upiID = upiID
  }
}
