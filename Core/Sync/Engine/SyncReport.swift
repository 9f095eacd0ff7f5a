/// What one sync run did.
public struct SyncReport: Sendable, Hashable {
  /// Mutations the server accepted.
  public var uploaded = 0
  /// Mutations that met a newer server version (each left a ``SyncConflict``).
  public var conflicts = 0
  /// Mutations the server refused for good (parked with their reasons).
  public var rejected = 0
  /// Server changes downloaded.
  public var downloaded = 0

  /// Creates an empty report.
  public init() {}
}
