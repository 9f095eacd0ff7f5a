import Foundation

/// Where an app's local notifications wait until they fire: the operating system's notification centre
/// on Apple platforms (SharedPlatform's `UserNotificationScheduler`), an in-memory list a host prints
/// elsewhere, a recording scheduler driven by a test clock in tests.
///
/// Every method is idempotent: scheduling an id that is pending replaces it, and cancelling an id
/// that is not pending does nothing, so a caller brings the pending set to the one it wants by
/// comparing it with ``pending()``:
///
/// ```swift
/// let pending = Set(try await scheduler.pending())
/// try await scheduler.cancel(pending.subtracting(wanted).map(\.id))
/// for notification in Set(wanted).subtracting(pending) { try await scheduler.schedule(notification) }
/// ```
public protocol LocalNotificationScheduler: Sendable {
  /// Schedules `notification` to fire at its ``LocalNotification/fireDate``, replacing a pending one
  /// with the same id.
  /// - Throws: The platform's refusal (say, notifications not authorised).
  func schedule(_ notification: LocalNotification) async throws

  /// Removes the pending notifications with these ids; ids that are not pending are ignored.
  func cancel(_ ids: [String]) async throws

  /// The notifications waiting to fire, soonest first.
  func pending() async throws -> [LocalNotification]
}
