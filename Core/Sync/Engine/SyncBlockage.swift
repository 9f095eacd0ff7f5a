/// Which queued mutations cannot be uploaded because they need a record the server refused.
///
/// A mutation references local ids (``SyncMutation/dependencies``) that get server ids when their
/// records' creates are acknowledged. A local id whose create is not queued (it was refused and is
/// parked) never will until the user acts, and neither will one whose create is itself blocked. A
/// mutation needing such an id is blocked, and so is every later mutation of its record. Blocked
/// mutations are neither sent nor hold back the rest of the queue.
struct SyncBlockage {
  /// The blocked mutations by queue sequence, each with the refused record at the root of its wait.
  private(set) var blockers: [Int64: SyncReferenceValue] = [:]

  /// Whether some mutation in `pending` needs a local id that no queued create will provide: only
  /// then is there anything to find (and the refused mutations worth reading).
  static func mayBlock(_ pending: [SyncMutation]) -> Bool {
    guard pending.contains(where: { !$0.dependencies.isEmpty }) else { return false }
    let creates = Set(pending.lazy.filter { $0.operation == .create }.map(\.recordID))
    return pending.contains { !$0.dependencies.isSubset(of: creates) }
  }

  /// Finds the blocked mutations of `pending` (in queue order).
  /// - Parameters:
  ///   - pending: The queue, refused mutations excluded.
  ///   - refused: The records whose mutations the server refused, by record id.
  ///   - schema: Names the type of a referenced record that is not among `refused`.
  init(pending: [SyncMutation], refused: [String: SyncReferenceValue], schema: SyncSchema) {
    let creates = Set(pending.lazy.filter { $0.operation == .create }.map(\.recordID))
    // Local ids that will not get a server id in this run, with the refused record behind each.
    var unavailable: [String: SyncReferenceValue] = [:]
    var settled = false
    while !settled {
      settled = true
      var blockedRecords: [String: SyncReferenceValue] = [:]
      for mutation in pending {
        if let root = blockedRecords[mutation.recordID] {
          blockers[mutation.sequence] = root
          continue
        }
        guard
          let missing = mutation.dependencies.sorted().first(where: { !creates.contains($0) || unavailable[$0] != nil })
        else { continue }
        let root =
          unavailable[missing] ?? refused[missing]
          ?? schema.references(in: mutation.fields, of: mutation.type).first { $0.id == missing }
          ?? SyncReferenceValue(id: missing, type: "")
        blockers[mutation.sequence] = root
        blockedRecords[mutation.recordID] = root
        if mutation.operation == .create, unavailable[mutation.recordID] == nil {
          unavailable[mutation.recordID] = root
          settled = false  // what depends on this record is blocked too: look again
        }
      }
    }
  }

  /// The refused record `mutation` waits for, when it is blocked.
  func blocker(of mutation: SyncMutation) -> SyncReferenceValue? { blockers[mutation.sequence] }
}
