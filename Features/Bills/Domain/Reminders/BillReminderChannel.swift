/// How a payment reminder reaches the party: the app opens a share link with the message filled in.
public enum BillReminderChannel: String, Sendable, Hashable, Codable, CaseIterable {
  /// A WhatsApp chat with the party's number (`https://wa.me/<number>?text=…`).
  case whatsApp
  /// A text message (`sms:<number>?body=…`).
  case sms
  /// An e-mail (`mailto:<address>?subject=…&body=…`).
  case email
}
