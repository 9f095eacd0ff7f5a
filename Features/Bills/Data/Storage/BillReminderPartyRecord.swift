import SharedCore

/// A ``BillReminderPartyPreference`` as the `bill-reminder-parties` record type stores it: the party
/// reference sync remaps, and one field per preference, so a conflict merges field by field.
struct BillReminderPartyRecord: SyncableRecord, Hashable {
  static var syncType: SyncRecordType { BillsSyncTypes.reminderParties }

  var partyId: String
  var isOptedOut: Bool
  var language: BillReminderLanguage?
  var channel: BillReminderChannel?

  init(_ preference: BillReminderPartyPreference) {
    partyId = preference.partyID
    isOptedOut = preference.isOptedOut
    language = preference.language
    channel = preference.channel
  }

  var preference: BillReminderPartyPreference {
    BillReminderPartyPreference(partyID: partyId, isOptedOut: isOptedOut, language: language, channel: channel)
  }
}
