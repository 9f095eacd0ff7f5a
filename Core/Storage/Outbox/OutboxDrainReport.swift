import Foundation

/// What one ``OutboxProcessor/drain(ignoringBackoff:)`` did.
public struct OutboxDrainReport: Sendable, Hashable {
  /// Items delivered, in delivery order.
  public var delivered: [UUID] = []
  /// Items whose attempt failed with a retryable error; they stay pending with a backoff.
  public var retried: [UUID] = []
  /// Items parked as failed after a permanent error.
  public var parked: [UUID] = []
  /// Pending items not attempted: not yet due, or behind a blocked item of the same kind.
  public var deferred: [UUID] = []
  /// Pending items of a user who is not signed in now; they wait for that user.
  public var awaitingOwner: [UUID] = []

  /// Creates an empty report.
  public init() {}
}
