/// A payment reminder ready to send: its text, an e-mail subject, and the share links that open
/// WhatsApp, the messages app or the mail app with it filled in.
///
/// ```swift
/// let message = try composer.message(
///   invoiceNumber: "INV/25-26/00001", amountDue: 1180, dueDate: due, fireDay: due.adding(days: 7),
///   partyName: "Asha Traders", language: .hindi)
/// let whatsApp = try message.whatsAppURL(phone: "98765 43210")   // https://wa.me/919876543210?text=…
/// ```
public struct BillReminderMessage: Sendable, Hashable {
  /// The language it is written in.
  public var language: BillReminderLanguage
  /// The subject of an e-mail.
  public var subject: String
  /// The text.
  public var text: String

  /// A message.
  public init(language: BillReminderLanguage, subject: String, text: String) {
    self.language = language
    self.subject = subject
    self.text = text
  }
}
