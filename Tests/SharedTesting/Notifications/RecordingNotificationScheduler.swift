import Foundation
import SharedCore

/// A `LocalNotificationScheduler` for tests: it keeps the pending notifications, records every call,
/// and delivers what is due when its ``TestClock`` moves on, as a notification centre would.
///
/// ```swift
/// let clock = TestClock(start: october1)
/// let scheduler = RecordingNotificationScheduler(clock: clock)
/// try await reconciler.reconcile()
/// let fired = scheduler.advance(by: .seconds(3 * 86_400))   // the notifications of the next three days
/// ```
public final class RecordingNotificationScheduler: LocalNotificationScheduler {
  /// One call made to the scheduler.
  public enum Call: Sendable, Hashable {
    /// ``schedule(_:)`` with this notification.
    case schedule(LocalNotification)
    /// ``cancel(_:)`` with these ids.
    case cancel([String])
  }

  private struct State {
    var pending: [String: LocalNotification] = [:]
    var calls: [Call] = []
    var delivered: [LocalNotification] = []
  }

  /// The clock that decides what is due.
  public let clock: TestClock
  private let state = LockedValue(State())

  /// An empty scheduler on `clock` (a fresh ``TestClock`` by default).
  public init(clock: TestClock = TestClock()) {
    self.clock = clock
  }

  /// Keeps `notification`, replacing one with the same id, and records the call.
  public func schedule(_ notification: LocalNotification) async throws {
    state.withLock { state in
      state.pending[notification.id] = notification
      state.calls.append(.schedule(notification))
    }
  }

  /// Forgets the notifications with these ids and records the call.
  public func cancel(_ ids: [String]) async throws {
    state.withLock { state in
      for id in ids { state.pending[id] = nil }
      state.calls.append(.cancel(ids))
    }
  }

  /// The notifications not yet delivered, soonest first.
  public func pending() async throws -> [LocalNotification] {
    pendingNow
  }

  /// The notifications not yet delivered, soonest first (without `await`).
  public var pendingNow: [LocalNotification] {
    state.withLock { Self.ordered($0.pending.values) }
  }

  /// Every ``schedule(_:)`` and ``cancel(_:)`` call so far, in order.
  public var calls: [Call] { state.withLock { $0.calls } }

  /// Every notification delivered so far, in the order they fired.
  public var delivered: [LocalNotification] { state.withLock { $0.delivered } }

  /// Forgets the calls recorded so far (the pending notifications stay).
  public func clearCalls() {
    state.withLock { $0.calls.removeAll() }
  }

  /// Moves the clock on by `duration` and delivers what has become due; see ``deliverDue()``.
  @discardableResult
  public func advance(by duration: Duration) -> [LocalNotification] {
    clock.advance(by: duration)
    return deliverDue()
  }

  /// Delivers every pending notification whose instant is at or before the clock's reading: removes
  /// them from the pending ones and returns them, soonest first.
  @discardableResult
  public func deliverDue() -> [LocalNotification] {
    let now = clock.now
    return state.withLock { state in
      let due = Self.ordered(state.pending.values.filter { $0.fireDate <= now })
      for notification in due { state.pending[notification.id] = nil }
      state.delivered += due
      return due
    }
  }

  private static func ordered(_ notifications: some Sequence<LocalNotification>) -> [LocalNotification] {
    notifications.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
  }
}
