import SharedCore

/// The open company's settings, read and saved section by section over the company's synced
/// store, so every device of the company sees the same profile, series, tax regime and fields.
///
/// ```swift
/// let settings = try company.resolve(CompanySettings.self)
/// var invoicing = try await settings.value(InvoiceSettings.self)
/// invoicing.numberSeries["salesInvoice"] = DocumentNumberTemplate(prefix: "SGS/{FY}/")
/// try await settings.save(invoicing)        // validated first; synced with the company's records
/// ```
public struct CompanySettings: Sendable {
  private let store: any SyncStore
  private static let type = CompanySettingsSyncTypes.settings.name
  private static let sectionField = "section"

  /// The settings kept in `store`, which must include ``CompanySettingsSyncTypes/settings`` and, for
  /// ``updates(_:)`` to follow changes, ``CompanySettingsProjection``.
  public init(store: any SyncStore) {
    self.store = store
  }

  /// The section's settings: the saved ones over the defaults (a setting added by a newer version
  /// of the app reads as its default).
  /// - Throws: ``CompanySettingsError/unreadable(section:reason:)`` for a stored record that is not
  ///   the section's settings.
  public func value<Value: CompanySettingsValue>(_ type: Value.Type = Value.self) async throws -> Value {
    guard let record = try await record(of: Value.section) else { return Value.defaults }
    return try Self.decode(Value.self, from: record.fields)
  }

  /// Checks `value` and saves it: the section's record is created the first time, updated after.
  /// - Throws: ``CompanySettingsError/invalid(section:problems:)`` naming every setting at fault.
  public func save<Value: CompanySettingsValue>(_ value: Value) async throws {
    try value.validate()
    var fields = try Self.fields(of: value)
    fields[Self.sectionField] = .string(Value.section)
    if let record = try await record(of: Value.section) {
      _ = try await store.update(Self.type, id: record.id, fields: fields)
    } else {
      _ = try await store.create(Self.type, fields: fields)
    }
  }

  /// The section's settings now, then again after every committed change to the settings (a save
  /// here, or another device's arriving by sync). Cancelling the consuming task ends the stream.
  public func updates<Value: CompanySettingsValue>(_ type: Value.Type = Value.self)
    -> AsyncThrowingStream<Value, any Error>
  {
    let changes = store.committedChanges()
    return AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      let task = Task {
        do {
          var last = try await value(Value.self)
          continuation.yield(last)
          for await types in changes where types.contains(Self.type) {
            let current = try await value(Value.self)
            if current != last { continuation.yield(current) }
            last = current
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Settles a section two devices created before either had synced: the server kept one record
  /// per section and refused the other device's as a duplicate. The refused record is folded into
  /// the server's, and the settings it changed from the defaults are saved over the server's.
  /// Run it after a sync; a section with no refused duplicate is left alone.
  /// - Returns: The sections settled.
  @discardableResult
  public func settleDuplicates() async throws -> [String] {
    var settled: [String] = []
    for mutation in try await store.rejectedMutations() where mutation.type == Self.type {
      guard let rejection = mutation.rejection, rejection.isUniqueConflict,
        let holder = rejection.clashes.first?.holderID,
        let mine = try await store.record(Self.type, id: mutation.recordID),
        let theirs = try await store.record(Self.type, id: holder),
        case .string(let section) = mine.fields[Self.sectionField]
      else { continue }
      let defaults = try Self.defaultFields(of: section)
      let changed = mine.fields.filter { key, value in key != Self.sectionField && defaults[key] != value }
      try await store.fold(Self.type, id: mine.id, into: theirs.id)
      if !changed.isEmpty {
        _ = try await store.update(Self.type, id: theirs.id, fields: theirs.fields.merging(changed) { _, mine in mine })
      }
      settled.append(section)
    }
    return settled
  }

  private func record(of section: String) async throws -> SyncRecord? {
    try await store.records(of: Self.type).first { $0.fields[Self.sectionField] == .string(section) }
  }

  private static func fields<Value: Encodable>(of value: Value) throws -> [String: JSONValue] {
    guard case .object(let fields) = try JSONValueEncoder().encode(value) else { return [:] }
    return fields
  }

  private static func decode<Value: CompanySettingsValue>(_ type: Value.Type, from stored: [String: JSONValue]) throws
    -> Value
  {
    do {
      var fields = try Self.fields(of: Value.defaults)
      fields.merge(stored.filter { $0.key != sectionField }) { _, stored in stored }
      return try JSONValueDecoder().decode(Value.self, from: .object(fields))
    } catch {
      throw CompanySettingsError.unreadable(section: Value.section, reason: "\(error)")
    }
  }

  private static let sections: [any CompanySettingsValue.Type] = [
    CompanyProfile.self, InvoiceSettings.self, TaxSettings.self, ProductFieldSettings.self,
  ]

  private static func defaultFields(of section: String) throws -> [String: JSONValue] {
    guard let type = sections.first(where: { $0.section == section }) else { return [:] }
    return try fields(of: type.defaults)
  }
}
