import Foundation
import LoyaltyFeature
import SharedCore
import SharedTesting

/// A fake Warply backend for loyalty tests: a `StubTransport` answering context requests by their
/// `wrapper.action` (`coupon.user_coupons`) with canned Warply envelopes, and sign-in and refresh
/// with tokens; analytics and device info are accepted (`{"status":1}`).
///
/// ```swift
/// let backend = LoyaltyFakeBackend()
/// await backend.answer("coupon.user_coupons", LoyaltySamples.context("MAPP_COUPON", ["result": [LoyaltySamples.couponJSON("C-1")]]))
/// let container = try Container.loyaltyTesting(backend: backend)
/// let coupons = try await container.resolve(WarplySDK.self).getCoupons()
/// ```
/// Actions without an answer get status `-1`; ``actions`` lists what was asked, in order.
public actor LoyaltyFakeBackend {
  /// The API root the fake answers on.
  public static let baseURL = URL(string: "https://engage.loyalty.test") ?? URL(fileURLWithPath: "/")

  /// The transport the loyalty services send through.
  public nonisolated let transport = StubTransport()
  private var answers: [String: String] = [:]
  /// Every context action asked for, in order (`coupon.redeem`).
  public private(set) var actions: [String] = []

  /// Creates a backend answering sign-in, refresh and logout; context actions need ``answer(_:_:)``.
  public init() {}

  /// Answers `action` (`wrapper.action`) with the JSON `body`.
  public func answer(_ action: String, _ body: String) {
    answers[action] = body
  }

  /// Installs the routes on ``transport``; `Container.loyaltyTesting(backend:signedIn:)` calls it.
  public func install() async {
    let tokens = #"{"status":1,"tokens":{"access_token":"access-2","refresh_token":"refresh-2"}}"#
    for path in ["/partners/dei/app_login", "/partners/cosmote/verify", "/partners/oauth/*/token", "/oauth/*/token"] {
      await transport.on(.post, path, reply: .json(tokens))
    }
    await transport.on(.post, "/oauth/*/logout", reply: .json(#"{"status":1}"#))
    await transport.on(.post, "/api/async/analytics/*", reply: .json(#"{"status":1}"#))
    await transport.on(.post, "/api/async/info/*", reply: .json(#"{"status":1}"#))
    for path in ["/oauth/*/context", "/api/mobile/v2/*/context"] {
      await transport.on(.post, path) { [weak self] request, _ in
        guard let self else { return .fail(.cancelled) }
        return .json(await self.reply(to: request))
      }
    }
  }

  private func reply(to request: HTTPRequest) -> String {
    let body = request.body.flatMap { try? JSONValue(parsing: $0) }?.objectValue ?? [:]
    let action = body.first.map { "\($0.key).\($0.value["action"]?.stringValue ?? "")" } ?? ""
    actions.append(action)
    return answers[action] ?? #"{"status":-1}"#
  }
}
