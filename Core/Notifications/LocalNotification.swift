import Foundation

/// A notification the device shows the user at an instant: a reminder with a title, a body and the
/// link the app opens when it is tapped.
///
/// ```swift
/// let reminder = LocalNotification(
///   id: "bill-reminder/inv-1/2025-10-28", fireDate: instant, title: "Asha Traders · INV/25-26/00001",
///   body: "₹1,180.00 is due on 31 Oct 2025.", deepLink: URL(string: "shop://bills/inv-1"))
/// try await scheduler.schedule(reminder)
/// ```
public struct LocalNotification: Sendable, Hashable, Codable, Identifiable {
  /// The notification's identifier: scheduling another notification with the same id replaces it.
  public var id: String
  /// When the notification fires: an instant, the same whatever time zone the device is in.
  public var fireDate: Date
  /// The title shown in bold.
  public var title: String
  /// The text shown under the title.
  public var body: String
  /// The link the app opens when the user taps the notification, if any.
  public var deepLink: URL?

  /// A notification.
  public init(id: String, fireDate: Date, title: String, body: String, deepLink: URL? = nil) {
    self.id = id
    self.fireDate = fireDate
    self.title = title
    self.body = body
    self.deepLink = deepLink
  }
}
