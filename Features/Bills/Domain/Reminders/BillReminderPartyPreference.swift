/// How one party wants payment reminders: not at all, or in a language and over a channel of its own.
///
/// A preference is a record of the business's offline-first sync; each property is a field of its own,
/// so a language set on one device and a channel set on another both stay.
public struct BillReminderPartyPreference: Sendable, Hashable, Codable {
  /// The party's id in the parties feature.
  public var partyID: String
  /// Whether the party asked not to be reminded: its invoices get no reminders.
  public var isOptedOut: Bool
  /// The party's language; the business's ``BillReminderSettings/language`` when `nil`.
  public var language: BillReminderLanguage?
  /// The party's channel; the business's ``BillReminderSettings/channel`` when `nil`.
  public var channel: BillReminderChannel?

  /// A preference.
  public init(
    partyID: String, isOptedOut: Bool = false, language: BillReminderLanguage? = nil,
    channel: BillReminderChannel? = nil
  ) {
    self.partyID = partyID
    self.isOptedOut = isOptedOut
    self.language = language
    self.channel = channel
  }
}
