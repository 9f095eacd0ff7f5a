/// Why a reminder's message or share link cannot be made.
public enum BillReminderError: Error, Sendable, Hashable {
  /// The party has no phone number for a WhatsApp or SMS reminder.
  case noPhone(partyID: String)
  /// The party has no e-mail address for an e-mail reminder.
  case noEmail(partyID: String)
  /// The phone number is not one a message can be sent to: an Indian mobile number (`98765 43210`,
  /// `+91 98765-43210`, `098765 43210`) or an international one written with `+` and 8–15 digits.
  case invalidPhone(String)
  /// The e-mail address is not `name@domain.tld` without spaces.
  case invalidEmail(String)
  /// The share link's text is not a URL the platform reads.
  case invalidLink(String)
  /// The UPI link for the amount due of `invoiceNumber` is refused.
  case paymentLink(invoiceNumber: String, UPIPaymentIntentError)
}
