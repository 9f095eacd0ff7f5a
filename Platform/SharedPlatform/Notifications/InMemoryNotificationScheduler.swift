import Foundation
import SharedCore

/// A `LocalNotificationScheduler` for hosts without a notification centre (Linux, tvOS): it keeps the
/// pending notifications in memory, in the order they fire, for the host to list or deliver its own
/// way (the command-line tool prints them). Nothing fires on its own and nothing survives the process.
public final class InMemoryNotificationScheduler: LocalNotificationScheduler {
  private let notifications = LockedValue<[String: LocalNotification]>([:])

  /// An empty list.
  public init() {}

  /// Keeps `notification`, replacing one with the same id.
  public func schedule(_ notification: LocalNotification) async throws {
    notifications.withLock { $0[notification.id] = notification }
  }

  /// Forgets the notifications with these ids.
  public func cancel(_ ids: [String]) async throws {
    notifications.withLock { pending in for id in ids { pending[id] = nil } }
  }

  /// The notifications kept, soonest first.
  public func pending() async throws -> [LocalNotification] {
    notifications.withLock { $0.values.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) } }
  }
}
