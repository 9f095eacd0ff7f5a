/// The language a payment reminder is written in.
public enum BillReminderLanguage: String, Sendable, Hashable, Codable, CaseIterable {
  /// English.
  case english = "en"
  /// Hindi, in Devanagari.
  case hindi = "hi"
}
