import SharedCore

/// How money changed hands.
public enum PartyPaymentMode: Sendable, Hashable, Codable {
  /// Cash.
  case cash
  /// UPI, with the transaction reference.
  case upi(reference: String)
  /// A bank transfer (NEFT, RTGS, IMPS), with its reference.
  case bankTransfer(reference: String)
  /// A cheque, with its number and date.
  case cheque(number: String, date: CalendarDate)
  /// A card, with the last four digits only.
  case card(lastFour: String)

  /// The mode's name: `cash`, `upi`, `bankTransfer`, `cheque`, `card`.
  public var name: String {
    switch self {
    case .cash: "cash"
    case .upi: "upi"
    case .bankTransfer: "bankTransfer"
    case .cheque: "cheque"
    case .card: "card"
    }
  }
}
