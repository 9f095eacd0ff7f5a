import Foundation
import LoyaltyFeature
import SharedCore
import Testing

/// Push detection, parsing, routing by action and app state, de-duplication.
@Suite struct LoyaltyPushRouterTests {
  static let base = URL(fileURLWithPath: "/").deletingLastPathComponent()
  static func router() -> LoyaltyPushRouter {
    LoyaltyPushRouter(baseURL: URL(string: "https://engage.test") ?? base)
  }

  actor Recorder: WarplyPushHandler {
    var handled: [Int] = []
    func handle(_ payload: WarplyNotificationPayload, appState: WarplyApplicationState) async {
      handled.append(payload.action)
    }
  }

  @Test func pushesWithoutTheActionKeyAreNotLoyalty() async {
    let router = Self.router()
    #expect(!router.isLoyaltyNotification(["aps": ["alert": "hi"]]))
    #expect(await router.handleNotification(["aps": ["alert": "hi"]], appState: .active) == .notLoyalty)
  }

  @Test func payloadAndAPSAreParsed() throws {
    let payload = try #require(
      WarplyNotificationPayload(userInfo: [
        "_a": "0", "session_uuid": "c-1", "aps": ["alert": ["title": "T", "body": "New offer!"], "badge": 2], "x": 1,
      ]))
    #expect(payload.action == 0)
    #expect(payload.sessionUUID == "c-1")
    #expect(payload.aps.alert == "New offer!")
    #expect(payload.aps.badge == 2)
    #expect(payload.message == "New offer!")
    #expect(payload.customData == ["x": 1])
  }

  @Test func actionZeroIsRoutedByAppState() async throws {
    let page = LoyaltyDestination.campaignWebPage(
      url: try #require(URL(string: "https://engage.test/api/session/c-1")), parameters: "{}")
    let router = Self.router()
    let active = await router.handleNotification(
      ["_a": 0, "session_uuid": "c-1", "_id": "1", "aps": ["alert": "A"]], appState: .active)
    #expect(active == .confirm(.dialog(title: "A", message: "A", button: "OK"), then: page))
    #expect(
      await router.handleNotification(["_a": 0, "session_uuid": "c-1", "_id": "2"], appState: .background)
        == .present(page))
    #expect(
      await router.handleNotification(["_a": 0, "session_uuid": "c-1", "_id": "3"], appState: .closed) == .pending)
    #expect(await router.handlePendingNotification() == page)
    #expect(await router.handlePendingNotification() == nil, "a pending push is presented once")
  }

  @Test func receivedAndOpenedPushesArePostedOnTheBus() async throws {
    let bus = EventBus()
    let received = bus.events(of: LoyaltyPushReceivedEvent.self)
    let engaged = bus.events(of: LoyaltyPushEngagedEvent.self)
    let router = LoyaltyPushRouter(baseURL: try #require(URL(string: "https://engage.test")), bus: bus)
    _ = await router.handleNotification(["_a": 0, "session_uuid": "c-1", "_id": "b-1"], appState: .background)
    var receivedEvents = received.makeAsyncIterator()
    #expect(await receivedEvents.next()?.payload.sessionUUID == "c-1")
    var engagedEvents = engaged.makeAsyncIterator()
    #expect(await engagedEvents.next()?.payload.sessionUUID == "c-1", "opened from the background")
  }

  @Test func customActionsGoToTheHandlerOnce() async {
    let router = Self.router()
    let recorder = Recorder()
    await router.setPushHandler(recorder)
    let push: [String: JSONValue] = ["_a": 7, "_id": "p-1", "aps": ["alert": "deal"]]
    #expect(await router.handleNotification(push, appState: .active) == .forwarded)
    #expect(await router.handleNotification(push, appState: .background) == .duplicate, "foreground + tap: once")
    #expect(await recorder.handled == [7])
  }
}
