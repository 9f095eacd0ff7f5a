import Foundation
import SharedCore

/// A payment as its form holds it: text per field, the mode, and the documents the user named.
/// ``validate(currency:)`` turns it into a ``PartyPaymentRequest`` or a message per field at fault.
public struct PartyPaymentDraft: Sendable, Hashable {
  /// The text fields, by name; their raw values are the keys of field errors.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// Required, positive (`1,23,456.50` accepted).
    case amount
    /// Required, `yyyy-MM-dd`.
    case date
    /// The receipt's own reference; for UPI and bank transfers, the transaction reference
    /// (required).
    case reference
    /// A cheque's number: 6 digits.
    case chequeNumber
    /// A cheque's date, `yyyy-MM-dd`.
    case chequeDate
    /// A card's last four digits.
    case cardLastFour
  }

  /// How the money moves (``PartyPaymentMode`` without its details).
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// Cash.
    case cash
    /// UPI.
    case upi
    /// NEFT, RTGS or IMPS.
    case bankTransfer
    /// A cheque.
    case cheque
    /// A card.
    case card
  }

  /// A document the user named, and the amount typed for it.
  public struct Allocation: Sendable, Hashable {
    /// The document's ledger entry id.
    public var documentId: String
    /// The amount, as typed.
    public var amount: String

    /// An allocation.
    public init(documentId: String, amount: String) {
      self.documentId = documentId
      self.amount = amount
    }
  }

  /// Received, made, or a refund.
  public var kind: PartyLedgerEntryKind
  /// How the money moves.
  public var mode: Mode
  /// The text of each field; missing fields are empty.
  public var values: [Field: String]
  /// The documents named, in order; the rest of the payment goes to the oldest due.
  public var allocations: [Allocation]

  /// A draft.
  public init(
    kind: PartyLedgerEntryKind = .paymentReceived, mode: Mode = .cash, values: [Field: String] = [:],
    allocations: [Allocation] = []
  ) {
    self.kind = kind
    self.mode = mode
    self.values = values
    self.allocations = allocations
  }

  /// The text of `field`, or empty.
  public subscript(field: Field) -> String {
    get { values[field] ?? "" }
    set { values[field] = newValue }
  }

  /// The request, or `AppError.validation` with a message per wrong field (`allocations` for the
  /// named documents).
  public func validate(currency: Currency) -> Result<PartyPaymentRequest, AppError> {
    var problems: [AppError.FieldError] = []
    func text(_ field: Field) -> String { self[field].trimmingWhitespaceAndNewlines() }
    func problem(_ field: String, _ message: String) { problems.append(.init(field: field, message: message)) }
    func day(_ field: Field, _ name: String) -> CalendarDate? {
      guard !text(field).isEmpty else {
        problem(field.rawValue, "\(name) is required.")
        return nil
      }
      guard let date = CalendarDate(text(field)) else {
        problem(field.rawValue, "Use a date such as 2026-04-01.")
        return nil
      }
      return date
    }
    if !kind.isPayment { problem("kind", "\(kind) is not a payment or refund.") }
    var amount: Money?
    if text(.amount).isEmpty {
      problem("amount", "Amount is required.")
    } else {
      switch Self.amount(text(.amount), currency) {
      case .success(let money) where money.amount > 0: amount = money
      case .success: problem("amount", "An amount is more than zero.")
      case .failure(let message): problem("amount", message.description)
      }
    }
    let date = day(.date, "Date")
    let reference = text(.reference)
    var mode: PartyPaymentMode?
    switch self.mode {
    case .cash:
      mode = .cash
    case .upi, .bankTransfer:
      if reference.isEmpty {
        problem("reference", "The \(self.mode == .upi ? "UPI" : "bank transfer") reference is required.")
      } else {
        mode = self.mode == .upi ? .upi(reference: reference) : .bankTransfer(reference: reference)
      }
    case .cheque:
      let number = text(.chequeNumber)
      let isNumber = number.count == 6 && number.allSatisfy { $0.isASCII && $0.isNumber }
      if !isNumber { problem("chequeNumber", "A cheque number has 6 digits.") }
      if let chequeDate = day(.chequeDate, "The cheque's date"), isNumber {
        mode = .cheque(number: number, date: chequeDate)
      }
    case .card:
      let digits = text(.cardLastFour)
      if digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
        mode = .card(lastFour: digits)
      } else {
        problem("cardLastFour", "Give the card's last 4 digits.")
      }
    }
    var targets: [PartyAllocationTarget] = []
    for allocation in allocations {
      switch Self.amount(allocation.amount.trimmingWhitespace(), currency) {
      case .success(let money) where money.amount > 0:
        targets.append(PartyAllocationTarget(documentId: allocation.documentId, amount: money.amount))
      case .success: problem("allocations", "An allocated amount is more than zero.")
      case .failure(let message): problem("allocations", message.description)
      }
    }
    if let amount, targets.reduce(Decimal(0), { $0 + $1.amount }) > amount.amount {
      problem("allocations", "The allocations add up to more than the payment.")
    }
    guard problems.isEmpty, let amount, let date, let mode else { return .failure(.validation(problems)) }
    return .success(
      PartyPaymentRequest(
        kind: kind, amount: amount, date: date, mode: mode, reference: reference.isEmpty ? nil : reference,
        allocations: targets))
  }

  private static func amount(_ text: String, _ currency: Currency) -> Result<Money, PartyFieldError> {
    let value: Decimal
    do { value = try DecimalParser.parse(text, grouping: .any) } catch {
      return .failure(PartyFieldError("\"\(text)\" is not an amount."))
    }
    do { return .success(try Money(value.plainString, currency: currency)) } catch {
      return .failure(PartyFieldError("Use at most \(currency.minorUnitDigits) decimals."))
    }
  }
}
