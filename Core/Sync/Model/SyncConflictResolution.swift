/// What a ``SyncConflictPolicy`` decides for one stale local change.
public enum SyncConflictResolution: Sendable, Hashable {
  /// Apply the server's record; the local change is kept only in the ``SyncConflict``.
  case applyServer
  /// Send `fields` again against the server's version (`nil` for a delete); `winner` is recorded.
  case resend(fields: [String: JSONValue]?, winner: SyncConflict.Winner)
}

extension SyncConflictPolicy {
  /// Decides a conflict between a local `operation` and the server's `current` record.
  /// - Parameters:
  ///   - operation: The stale local change (a create never conflicts; it is treated as an update).
  ///   - local: The local fields (`nil` for a delete).
  ///   - base: The server's fields the local change was based on, if known.
  ///   - current: The server's current record.
  public func resolution(
    of operation: SyncMutation.Operation, local: [String: JSONValue]?, base: [String: JSONValue]?,
    current: SyncServerRecord
  ) -> SyncConflictResolution {
    if current.deleted { return .applyServer }
    switch (self, operation) {
    case (.serverWins, _): return .applyServer
    case (.localWins, .delete): return .resend(fields: nil, winner: .local)
    case (.localWins, _): return .resend(fields: local ?? [:], winner: .local)
    case (.merge, .delete): return .applyServer
    case (.merge(let merge), _):
      let input = SyncMergeInput(base: base, local: local ?? [:], server: current.fields)
      return .resend(fields: merge(input), winner: .merged)
    }
  }
}
