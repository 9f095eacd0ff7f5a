import SharedCore

/// How an expense was paid.
public enum ExpensePaymentMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Cash in hand.
  case cash
  /// A UPI transfer.
  case upi
  /// A debit or credit card.
  case card
  /// A bank transfer (NEFT, RTGS, IMPS).
  case bankTransfer
  /// A cheque.
  case cheque
  /// Anything else (a wallet, adjusted against dues).
  case other

  /// Where the money went out of: cash, or a bank account for every other mode.
  public var channel: ReportingPayment.Channel { self == .cash ? .cash : .bank }

  /// The mode for a CSV cell: its raw value, or a common spelling (`"UPI"`, `"Bank Transfer"`,
  /// `"NEFT"`), ignoring case and spaces.
  public init?(csvText: String) {
    let key = csvText.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    switch key {
    case "cash": self = .cash
    case "upi", "gpay", "phonepe", "paytm": self = .upi
    case "card", "debitcard", "creditcard": self = .card
    case "banktransfer", "bank", "neft", "rtgs", "imps": self = .bankTransfer
    case "cheque", "check": self = .cheque
    case "other": self = .other
    default: return nil
    }
  }
}
