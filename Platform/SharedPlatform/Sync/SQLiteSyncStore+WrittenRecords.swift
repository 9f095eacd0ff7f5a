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

    /// The remembered records in the order first remembered, each in its last stored state.
    private(set) var records: [SyncRecord] = []
    /// Each remembered record's place in ``records``.
    private var positions: [Key: Int] = [:]
    private var isTrusted = true

    /// Remembers nothing yet, with room for `capacity` records (a bulk write's size), so that a
    /// write of 50,000 records does not grow its storage a doubling at a time.
    init(capacity: Int = 0) {
      records.reserveCapacity(capacity)
      positions.reserveCapacity(capacity)
    }

    /// Remembers `record` as the final state of its row, unless the transaction stopped trusting.
    func remember(_ record: SyncRecord) {
      guard isTrusted else { return }
      let key = Key(record)
      if let position = positions[key] {
        records[position] = record
      } else {
        positions[key] = records.count
        records.append(record)
      }
    }

    /// Forgets every record and remembers none from now on.
    func distrust() {
      isTrusted = false
      records = []
      positions = [:]
    }

    /// The record as this transaction last stored it, if remembered.
    func record(_ key: Key) -> SyncRecord? {
      positions[key].map { records[$0] }
    }
  }
}

extension SQLiteSyncStore.WrittenRecords.Key {
  /// `record`'s type and id.
  init(_ record: SyncRecord) { self.init(type: record.type, id: record.id) }
}
