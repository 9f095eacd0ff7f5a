/// Handles loyalty pushes whose action is not `0` (the app's own deep links).
public protocol WarplyPushHandler: Sendable {
  /// Called once per delivery of a custom-action push.
  func handle(_ payload: WarplyNotificationPayload, appState: WarplyApplicationState) async
}
