/// A value a reminder template names in braces: `{partyName}`, `{amountDue}`.
public enum BillReminderPlaceholder: String, Sendable, Hashable, CaseIterable {
  /// The party's name.
  case partyName
  /// What is still to be paid, with the rupee sign and Indian grouping: `₹1,23,456.50`.
  case amountDue
  /// The invoice's number.
  case invoiceNumber
  /// The due date, the month in the template's language: `31 Oct 2025`, `31 अक्टूबर 2025`.
  case dueDate
  /// How long the invoice has been overdue, in the template's language: `7 days`, `7 दिन`.
  case daysOverdue
  /// The business's name.
  case businessName
  /// The UPI link that pays the amount due (`upi://pay?…`).
  case paymentLink
}
