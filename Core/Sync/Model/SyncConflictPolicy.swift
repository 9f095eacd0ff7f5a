/// Who wins when a local change meets a newer server version of the same record.
///
/// Whichever side loses is kept as a ``SyncConflict`` until the app resolves it, so nothing is
/// silently overwritten. A record deleted on the server stays deleted under every policy (the
/// local fields survive in the conflict record); a local delete that meets a newer server version
/// is retried under ``localWins`` and abandoned otherwise.
public enum SyncConflictPolicy: Sendable {
  /// The server's record replaces the local change.
  case serverWins
  /// The local change is sent again against the server's newer version.
  case localWins
  /// The function combines both sides; the result is sent against the server's version. A merge
  /// that keeps every change of both sides (``SyncMergeInput/keepsEveryChange(in:)``: two devices
  /// edited different fields) leaves no ``SyncConflict``: there is nothing to review.
  case merge(@Sendable (_ conflict: SyncMergeInput) -> [String: JSONValue])
}
