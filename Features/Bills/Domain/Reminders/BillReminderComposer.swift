import Foundation
import SharedCore

/// Writes payment reminders: fills a language's templates with an invoice's values, the amount due
/// in rupees with Indian grouping, and a UPI link for that amount when the business takes UPI.
///
/// ```swift
/// let composer = BillReminderComposer(
///   businessName: "Sharma Stores", upiPayee: try BillUPIPayee(address: "sharmastores@okaxis", name: "Sharma Stores"))
/// let message = try composer.message(
///   invoiceNumber: "INV/25-26/00001", amountDue: 1180, dueDate: due, fireDay: due.adding(days: 7),
///   partyName: "Asha Traders", language: .english)
/// // Dear Asha Traders, invoice INV/25-26/00001 from Sharma Stores for ₹1,180.00 was due on 31 Oct 2025 and
/// // is 7 days overdue. Please pay at the earliest.
/// // Pay by UPI: upi://pay?pa=sharmastores@okaxis&pn=Sharma%20Stores&am=1180.00&cu=INR&tn=…
/// ```
public struct BillReminderComposer: Sendable {
  /// The business's name, as `{businessName}`.
  public var businessName: String
  /// Who the UPI link pays; without one, messages have no payment line.
  public var upiPayee: BillUPIPayee?
  /// Each language's templates; a language without an entry uses ``BillReminderTemplates/builtIn(_:)``.
  public var templates: [BillReminderLanguage: BillReminderTemplates]
  /// How `{amountDue}` is written (`₹1,23,456.50` by default).
  public var amountFormatter: AmountFormatter

  /// A composer.
  public init(
    businessName: String, upiPayee: BillUPIPayee? = nil, templates: [BillReminderLanguage: BillReminderTemplates] = [:],
    amountFormatter: AmountFormatter = .rupees
  ) {
    self.businessName = businessName
    self.upiPayee = upiPayee
    self.templates = templates
    self.amountFormatter = amountFormatter
  }

  /// The reminder for invoice `invoiceNumber` with `amountDue` outstanding, due on `dueDate`, sent on
  /// `fireDay` to `partyName` in `language`: the template for before, on or after the due date, then
  /// the payment line with a UPI link for the amount due (rounded to paise) when there is a payee.
  /// - Throws: ``BillReminderError/paymentLink(invoiceNumber:_:)`` when the UPI link refuses the amount
  ///   or number.
  public func message(
    invoiceNumber: String, amountDue: Decimal, dueDate: CalendarDate, fireDay: CalendarDate, partyName: String,
    language: BillReminderLanguage
  ) throws(BillReminderError) -> BillReminderMessage {
    let templates = templates[language] ?? .builtIn(language)
    let daysFromDue = dueDate.days(until: fireDay)
    var values: [BillReminderPlaceholder: String] = [
      .partyName: partyName, .amountDue: amountFormatter.string(for: amountDue), .invoiceNumber: invoiceNumber,
      .dueDate: language.format(dueDate), .daysOverdue: language.format(days: max(daysFromDue, 0)),
      .businessName: businessName,
    ]
    var text = templates.text(daysFromDue: daysFromDue).render(values)
    if let upiPayee {
      do {
        let intent = try upiPayee.intent(amount: amountDue.rounded(scale: 2), invoiceNumber: invoiceNumber)
        values[.paymentLink] = intent.uri
      } catch {
        throw .paymentLink(invoiceNumber: invoiceNumber, error)
      }
      text += "\n" + templates.paymentLine.render(values)
    }
    return BillReminderMessage(language: language, subject: templates.subject.render(values), text: text)
  }
}
