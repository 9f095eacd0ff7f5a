import SharedCore

extension SQLiteSyncStore {
  /// The records a local write transaction stored, as it stored them, so that its projections are
  /// handed them without reading each one back and decoding its fields again.
  ///
  /// Confined to the transaction's connection closure, like the connection. A delete can change the
  /// status of other records (mutations that referenced a removed record are parked), so after one
  /// the transaction trusts nothing remembered and its projections read every touched record.
  final class WrittenRecords {
    /// A record's type and id.
    struct Key: Hashable {
      var type: String
      var id: String
    }

    private var records: [Key: SyncRecord] = [:]
    /// The remembered records' keys, in the order first remembered.
    private(set) var keys: [Key] = []
    private var isTrusted = true

    /// Remembers `record` as the final state of its row, unless the transaction stopped trusting.
    func remember(_ record: SyncRecord) {
      guard isTrusted else { return }
      let key = Key(type: record.type, id: record.id)
      if records.updateValue(record, forKey: key) == nil { keys.append(key) }
    }

    /// Forgets every record and remembers none from now on.
    func distrust() {
      isTrusted = false
      records = [:]
      keys = []
    }

    /// The record as this transaction last stored it, if remembered.
    func record(type: String, id: String) -> SyncRecord? {
      records[Key(type: type, id: id)]
    }
  }
}
