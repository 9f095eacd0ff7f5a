/// The app's state when a push arrives, which decides how a loyalty push is presented.
public enum WarplyApplicationState: String, Sendable, Hashable, Codable {
  /// In the foreground: ask first, then present.
  case active
  /// In the background, brought forward by the tap: present at once.
  case background
  /// Launched by the tap: keep it until the app is ready (``LoyaltyPushRouter/handlePendingNotification()``).
  case closed
}
