import Foundation
import SharedCore

/// Routes loyalty pushes forwarded by the app's notification delegate (the module never becomes
/// the delegate itself, so it coexists with other push SDKs):
/// - a push without `_a` is ``LoyaltyPushDecision/notLoyalty``;
/// - each delivery is handled once, even when delivered twice (foreground and tap);
/// - action `0` presents the campaign page `{baseURL}/api/session/{session_uuid}`: after a
///   confirmation in the foreground, at once from the background, and kept pending when the push
///   launched the app;
/// - other actions go to the ``WarplyPushHandler``;
/// - ``LoyaltyPushReceivedEvent`` and ``LoyaltyPushEngagedEvent`` are posted on the bus.
public actor LoyaltyPushRouter {
  private let baseURL: URL
  private let bus: EventBus?
  private let capacity: Int
  private var handler: (any WarplyPushHandler)?
  private var seen: [String] = []
  private var pending: WarplyNotificationPayload?

  /// Creates the router; it remembers the last `capacity` deliveries for de-duplication.
  public init(baseURL: URL, bus: EventBus? = nil, capacity: Int = 100) {
    self.baseURL = baseURL
    self.bus = bus
    self.capacity = max(1, capacity)
  }

  /// Sets the handler of custom-action pushes.
  public func setPushHandler(_ handler: (any WarplyPushHandler)?) { self.handler = handler }

  /// Whether `userInfo` is a loyalty push (has `_a`).
  public nonisolated func isLoyaltyNotification(_ userInfo: [String: JSONValue]) -> Bool {
    WarplyNotificationPayload(userInfo: userInfo) != nil
  }

  /// Decides what to do with a push.
  public func handleNotification(_ userInfo: [String: JSONValue], appState: WarplyApplicationState) async
    -> LoyaltyPushDecision
  {
    guard let payload = WarplyNotificationPayload(userInfo: userInfo) else { return .notLoyalty }
    guard !seen.contains(payload.deliveryID) else { return .duplicate }
    seen.append(payload.deliveryID)
    if seen.count > capacity { seen.removeFirst(seen.count - capacity) }
    bus?.post(LoyaltyPushReceivedEvent(payload: payload))
    guard payload.action == 0 else {
      await handler?.handle(payload, appState: appState)
      return .forwarded
    }
    guard let page = campaignPage(payload) else { return .duplicate }
    switch appState {
    case .active:
      let dialog = LoyaltyDestination.dialog(
        title: payload.aps.alert ?? "", message: payload.message ?? "", button: "OK")
      return .confirm(dialog, then: page)
    case .background:
      bus?.post(LoyaltyPushEngagedEvent(payload: payload))
      return .present(page)
    case .closed:
      pending = payload
      return .pending
    }
  }

  /// The campaign of the push that launched the app, once; `nil` when there is none.
  public func handlePendingNotification() -> LoyaltyDestination? {
    guard let payload = pending else { return nil }
    pending = nil
    bus?.post(LoyaltyPushEngagedEvent(payload: payload))
    return campaignPage(payload)
  }

  /// The campaign page for a session UUID (the platform SDK's `showPushCampaign(sessionUuid:)`).
  public nonisolated func pushCampaign(sessionUUID: String) -> LoyaltyDestination {
    .campaignWebPage(
      url: baseURL.appending(path: "api").appending(path: "session").appending(path: sessionUUID), parameters: "{}")
  }

  private func campaignPage(_ payload: WarplyNotificationPayload) -> LoyaltyDestination? {
    guard let session = payload.sessionUUID, !session.isEmpty else { return nil }
    return pushCampaign(sessionUUID: session)
  }
}
