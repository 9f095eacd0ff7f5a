import SharedCore

/// ``BillRemindersRepository`` over the app's offline-first store: the settings are one
/// `bill-reminder-settings` record, each party's preference a `bill-reminder-parties` record.
///
/// Two devices that both save before either has synced create two records of the same thing. Reads
/// then take the settings record with the smallest id, and for a party the preferences together: opted
/// out when any record says so, the language and channel of the first record (by id) that sets them.
/// A save writes every such record, so the copies agree again after the next sync.
public struct SyncBillRemindersRepository: BillRemindersRepository {
  private let settingsRecords: SyncCollection<BillReminderSettingsRecord>
  private let partyRecords: SyncCollection<BillReminderPartyRecord>

  /// The repository over `store`.
  /// - Throws: `SyncCollectionError.typeNotInSchema` when the store's schema lacks the reminder types.
  public init(store: any SyncStore) throws {
    settingsRecords = try SyncCollection(store: store)
    partyRecords = try SyncCollection(store: store)
  }

  /// The settings of the record with the smallest id, or ``BillReminderSettings/standard``.
  public func settings() async throws -> BillReminderSettings {
    try await settingsRecords.all().min { $0.id < $1.id }?.value.settings ?? .standard
  }

  /// Validates the settings and writes them to every settings record (creating the first).
  public func save(_ settings: BillReminderSettings) async throws {
    try settings.validate()
    let stored = try await settingsRecords.all()
    let record = BillReminderSettingsRecord(settings)
    guard !stored.isEmpty else {
      _ = try await settingsRecords.create(record)
      return
    }
    _ = try await settingsRecords.commit(try stored.map { try settingsRecords.updating($0.id, to: record) })
  }

  /// Every party's preference, its records combined.
  public func preferences() async throws -> [String: BillReminderPartyPreference] {
    let records = try await partyRecords.all().sorted { $0.id < $1.id }
    var preferences: [String: BillReminderPartyPreference] = [:]
    for record in records {
      let value = record.value
      var preference = preferences[value.partyId] ?? BillReminderPartyPreference(partyID: value.partyId)
      preference.isOptedOut = preference.isOptedOut || value.isOptedOut
      preference.language = preference.language ?? value.language
      preference.channel = preference.channel ?? value.channel
      preferences[value.partyId] = preference
    }
    return preferences
  }

  /// Writes the preference to every record of its party (creating the first).
  public func save(_ preference: BillReminderPartyPreference) async throws {
    let stored = try await partyRecords.all().filter { $0.value.partyId == preference.partyID }
    let record = BillReminderPartyRecord(preference)
    guard !stored.isEmpty else {
      _ = try await partyRecords.create(record)
      return
    }
    _ = try await partyRecords.commit(try stored.map { try partyRecords.updating($0.id, to: record) })
  }
}
