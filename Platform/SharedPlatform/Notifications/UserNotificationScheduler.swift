// tvOS notifications carry a badge only (no title, body or sound): it uses InMemoryNotificationScheduler.
#if canImport(UserNotifications) && !os(tvOS)
  import Foundation
  import SharedCore
  @preconcurrency import UserNotifications

  /// A `LocalNotificationScheduler` on the system's `UNUserNotificationCenter` (iOS, macOS, watchOS).
  ///
  /// Ask the user's permission before scheduling (`requestAuthorization(options:)` on the current
  /// notification centre); without it the system keeps the requests but shows nothing. Each
  /// notification fires at its instant through a time-interval trigger (one already due is delivered
  /// at once), and carries its instant and deep link in `userInfo`: ``pending()`` reads them back and
  /// lists only the notifications this scheduler made, never the app's others. The app's notification
  /// delegate finds the deep link under ``deepLinkKey``.
  public struct UserNotificationScheduler: LocalNotificationScheduler {
    /// The `userInfo` key of a notification's deep link (its absolute string).
    public static let deepLinkKey = "SharedCore.deepLink"
    /// The `userInfo` key of a notification's instant (seconds since 1970).
    private static let fireDateKey = "SharedCore.fireDate"

    /// A scheduler on the current notification centre.
    public init() {}

    /// Adds the request, replacing a pending one with the same id.
    public func schedule(_ notification: LocalNotification) async throws {
      let content = UNMutableNotificationContent()
      content.title = notification.title
      content.body = notification.body
      content.sound = .default
      var userInfo: [AnyHashable: Any] = [Self.fireDateKey: notification.fireDate.timeIntervalSince1970]
      if let deepLink = notification.deepLink { userInfo[Self.deepLinkKey] = deepLink.absoluteString }
      content.userInfo = userInfo
      // A time-interval trigger must be positive; a request without a trigger is delivered at once.
      let interval = notification.fireDate.timeIntervalSinceNow
      let trigger = interval > 0 ? UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: false) : nil
      let request = UNNotificationRequest(identifier: notification.id, content: content, trigger: trigger)
      try await UNUserNotificationCenter.current().add(request)
    }

    /// Removes the pending requests with these ids.
    public func cancel(_ ids: [String]) async throws {
      guard !ids.isEmpty else { return }
      UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ids)
    }

    /// The pending requests this scheduler made, soonest first.
    public func pending() async throws -> [LocalNotification] {
      let requests = await UNUserNotificationCenter.current().pendingNotificationRequests()
      return requests.compactMap(Self.notification(from:)).sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    }

    /// The notification a request was made from, or `nil` for a request another part of the app made.
    private static func notification(from request: UNNotificationRequest) -> LocalNotification? {
      let content = request.content
      guard let seconds = content.userInfo[fireDateKey] as? Double else { return nil }
      let deepLink = (content.userInfo[deepLinkKey] as? String).flatMap { URL(string: $0) }
      return LocalNotification(
        id: request.identifier, fireDate: Date(timeIntervalSince1970: seconds), title: content.title,
        body: content.body, deepLink: deepLink)
    }
  }
#endif
