import Foundation
import LoyaltyFeature
import SharedCore
import SharedTesting

/// A fake Warply backend for loyalty tests: a `StubTransport` answering context requests by their
/// `wrapper.action` (`coupon.user_coupons`) with canned Warply envelopes, users' coupons with
/// exactly-once redemption, and sign-in and refresh with each user's own tokens; analytics and
/// device info are accepted (`{"status":1}`).
///
/// ```swift
/// let backend = LoyaltyFakeBackend()
/// await backend.answer("coupon.user_coupons", LoyaltySamples.context("MAPP_COUPON", ["result": [LoyaltySamples.couponJSON("C-1")]]))
/// let container = try await Container.loyaltyTesting(backend: backend)
/// let coupons = try await container.resolve(WarplySDK.self).getCoupons()
/// ```
///
/// A context request is answered by, in order: a fault added with ``addFault(_:to:times:)``; an
/// answer given with ``answer(_:_:)``; for `coupon.user_coupons` and `coupon.redeem`, the coupons
/// of the user whose token it carries, when ``giveCoupons(_:to:)`` gave that user some; else the
/// platform's status `-1`. ``actions`` lists what was asked, in order.
///
/// Sign-in answers opaque tokens of the user signing in (DEI: the email, lower-cased; Cosmote:
/// `cosmote:<guid>`), and a refresh keeps its user; the testing container's signed-in session is
/// ``defaultUser``'s. A redemption honours `Idempotency-Key` per user as the platform does: the
/// first answer for a key is replayed and the coupon is redeemed once; ``redemptions`` lists what
/// was applied and ``redeemRequests`` every redeem request received.
public actor LoyaltyFakeBackend {
  /// The API root the fake answers on.
  public static let baseURL = URL(string: "https://engage.loyalty.test") ?? URL(fileURLWithPath: "/")
  /// The user the testing container's signed-in session belongs to.
  public static let defaultUser = "test-user"
  /// The access token of the testing container's signed-in session.
  public static let initialAccessToken = "access-1"
  /// The refresh token of the testing container's signed-in session.
  public static let initialRefreshToken = "refresh-1"
  /// When the fake says a coupon was redeemed (the platform's `redeemed_date`).
  public static let redeemedDate = "2026-11-02 10:00:00+00:00"

  /// One redemption the fake applied or one redeem request it received.
  public struct Redemption: Sendable, Hashable {
    /// Whose coupon (the user the request's token belongs to).
    public var user: String
    /// The coupon code.
    public var couponCode: String
    /// The request's `Idempotency-Key`, if it carried one.
    public var idempotencyKey: String?

    /// Creates a record.
    public init(user: String, couponCode: String, idempotencyKey: String?) {
      self.user = user
      self.couponCode = couponCode
      self.idempotencyKey = idempotencyKey
    }
  }

  /// What happens to a context request instead of the normal answer, as the reference server's
  /// faults do it.
  public struct Fault: Sendable {
    enum Kind: Sendable {
      case answer(StubReply)
      case loseAnswer(AppError)
      case garbleAnswer
      case holdAnswer(SuspendedOperation<Void>)
    }

    let kind: Kind

    /// The platform does nothing and `reply` is the answer (a status, a dropped connection, a
    /// transport error).
    public static func answer(_ reply: StubReply) -> Fault { Fault(kind: .answer(reply)) }

    /// The platform does the work, then the answer is lost: the transport fails with `failure`
    /// (a dropped connection by default).
    public static func loseAnswer(_ failure: AppError = .network(.connectionLost)) -> Fault {
      Fault(kind: .loseAnswer(failure))
    }

    /// The platform does the work and answers 200, but the body arrives cut in half.
    public static let garbleAnswer = Fault(kind: .garbleAnswer)

    /// The platform does the work at once, and its answer waits until the test resumes `gate`
    /// (`gate.resumeAll(returning: ())`; `await gate.waitForCalls(1)` waits for the request).
    public static func holdAnswer(_ gate: SuspendedOperation<Void>) -> Fault { Fault(kind: .holdAnswer(gate)) }
  }

  private struct FaultRule {
    var fault: Fault
    var action: String?
    var remaining: Int?
  }

  private struct Coupon {
    var code: String
    var redeemedDate: String?
  }

  /// The transport the loyalty services send through.
  public nonisolated let transport = StubTransport()
  private var answers: [String: String] = [:]
  private var faults: [FaultRule] = []
  private var tokenOwners = [initialAccessToken: defaultUser, initialRefreshToken: defaultUser]
  private var issuedTokens = 1
  private var coupons: [String: [Coupon]] = [:]
  private var replies: [String: [String: String]] = [:]
  /// Every context action asked for, in order (`coupon.redeem`).
  public private(set) var actions: [String] = []
  /// Every redemption the fake applied, in order: one per coupon, ever.
  public private(set) var redemptions: [Redemption] = []
  /// Every redeem request of a user with coupons, in order, replays and refusals included.
  public private(set) var redeemRequests: [Redemption] = []

  /// Creates a backend answering sign-in, refresh and logout; context actions need ``answer(_:_:)``
  /// or ``giveCoupons(_:to:)``.
  public init() {}

  /// Answers `action` (`wrapper.action`) with the JSON `body`.
  public func answer(_ action: String, _ body: String) {
    answers[action] = body
  }

  /// Gives `user` active coupons with `codes`, so their `coupon.user_coupons` lists them and
  /// `coupon.redeem` redeems them.
  public func giveCoupons(_ codes: [String], to user: String = defaultUser) {
    coupons[user, default: []] += codes.map { Coupon(code: $0) }
  }

  /// Applies `fault` to the context requests of `action` (every action when `nil`), the next
  /// `times` ones or, when `nil`, all of them until ``clearFaults()``. The fault added first wins.
  public func addFault(_ fault: Fault, to action: String? = nil, times: Int? = nil) {
    faults.append(FaultRule(fault: fault, action: action, remaining: times))
  }

  /// Removes every fault: answers flow again.
  public func clearFaults() {
    faults.removeAll()
  }

  /// The user `accessToken` was issued to, if the fake issued it.
  public func user(of accessToken: String) -> String? { tokenOwners[accessToken] }

  /// Installs the routes on ``transport``; `Container.loyaltyTesting(backend:configuration:signedIn:)` calls it.
  public func install() async {
    let signIns: [(String, @Sendable (JSONValue) -> String?)] = [
      ("/partners/dei/app_login", { $0["email"]?.stringValue?.lowercased() }),
      ("/partners/cosmote/verify", { $0["guid"]?.stringValue.map { "cosmote:\($0)" } }),
      ("/partners/oauth/*/token", { $0["user_identifier"]?.stringValue.map { "cosmote:\($0)" } }),
    ]
    for (path, user) in signIns {
      await transport.on(.post, path) { [weak self] request, _ in
        guard let self else { return .fail(.cancelled) }
        return .json(await self.signIn(user(Self.body(of: request)) ?? Self.defaultUser))
      }
    }
    await transport.on(.post, "/oauth/*/token") { [weak self] request, _ in
      guard let self else { return .fail(.cancelled) }
      return .json(await self.refresh(Self.body(of: request)["refresh_token"]?.stringValue))
    }
    await transport.on(.post, "/oauth/*/logout", reply: .json(#"{"status":1}"#))
    await transport.on(.post, "/api/async/analytics/*", reply: .json(#"{"status":1}"#))
    await transport.on(.post, "/api/async/info/*", reply: .json(#"{"status":1}"#))
    for path in ["/oauth/*/context", "/api/mobile/v2/*/context"] {
      await transport.on(.post, path) { [weak self] request, _ in
        guard let self else { return .fail(.cancelled) }
        let (reply, gate) = await self.reply(to: request)
        if let gate { try await gate() }
        return reply
      }
    }
  }

  // MARK: - Sign-in

  private func signIn(_ user: String) -> String {
    issuedTokens += 1
    let access = "access-\(issuedTokens)"
    let refresh = "refresh-\(issuedTokens)"
    tokenOwners[access] = user
    tokenOwners[refresh] = user
    return #"{"status":1,"tokens":{"access_token":"\#(access)","refresh_token":"\#(refresh)"}}"#
  }

  private func refresh(_ refreshToken: String?) -> String {
    signIn(refreshToken.flatMap { tokenOwners[$0] } ?? Self.defaultUser)
  }

  // MARK: - Context

  /// The reply to a context request, and the gate it waits for first, if any.
  private func reply(to request: HTTPRequest) -> (StubReply, SuspendedOperation<Void>?) {
    let wrapped = Self.body(of: request).objectValue?.first
    let action = wrapped.map { "\($0.key).\($0.value["action"]?.stringValue ?? "")" } ?? ""
    actions.append(action)
    let fault = takeFault(for: action)
    if case .answer(let reply)? = fault?.kind { return (reply, nil) }
    let user = request.headers["Authorization"].flatMap { tokenOwners[String($0.dropFirst("Bearer ".count))] }
    let body = answer(action, parameters: wrapped?.value ?? [:], user: user, key: request.headers["Idempotency-Key"])
    switch fault?.kind {
    case .loseAnswer(let failure)?: return (.fail(failure), nil)
    case .garbleAnswer?: return (.json(String(body.prefix(body.count / 2))), nil)
    case .holdAnswer(let gate)?: return (.json(body), gate)
    default: return (.json(body), nil)
    }
  }

  private func takeFault(for action: String) -> Fault? {
    guard let index = faults.firstIndex(where: { $0.action == nil || $0.action == action }) else { return nil }
    let fault = faults[index].fault
    if let remaining = faults[index].remaining {
      if remaining <= 1 { faults.remove(at: index) } else { faults[index].remaining = remaining - 1 }
    }
    return fault
  }

  private func answer(_ action: String, parameters: JSONValue, user: String?, key: String?) -> String {
    if let canned = answers[action] { return canned }
    guard let user, let held = coupons[user] else { return #"{"status":-1}"# }
    switch action {
    case "coupon.user_coupons":
      let list = held.map { coupon in
        LoyaltySamples.couponJSON(
          coupon.code, status: coupon.redeemedDate == nil ? 1 : 0, redeemedDate: coupon.redeemedDate)
      }
      return LoyaltySamples.context("MAPP_COUPON", ["result": .array(list)])
    case "coupon.redeem":
      let code = parameters["coupon"]?.stringValue ?? ""
      redeemRequests.append(Redemption(user: user, couponCode: code, idempotencyKey: key))
      if let key, let replay = replies[user]?[key] { return replay }
      let answer = redeem(code, of: user, key: key)
      if let key { replies[user, default: [:]][key] = answer }
      return answer
    default:
      return #"{"status":-1}"#
    }
  }

  private func redeem(_ code: String, of user: String, key: String?) -> String {
    guard let index = coupons[user]?.firstIndex(where: { $0.code == code }) else {
      return LoyaltySamples.context("MAPP_COUPON", .null, status: -1, message: "Coupon not found")
    }
    guard coupons[user]?[index].redeemedDate == nil else {
      return LoyaltySamples.context("MAPP_COUPON", .null, status: -2, message: "Coupon already redeemed")
    }
    let date = Self.redeemedDate
    coupons[user]?[index].redeemedDate = date
    redemptions.append(Redemption(user: user, couponCode: code, idempotencyKey: key))
    return LoyaltySamples.context("MAPP_COUPON", ["coupon": .string(code), "redeemed_date": .string(date)])
  }

  private static func body(of request: HTTPRequest) -> JSONValue {
    request.body.flatMap { try? JSONValue(parsing: $0) } ?? [:]
  }
}
