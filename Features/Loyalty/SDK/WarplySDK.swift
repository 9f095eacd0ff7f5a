import Foundation
import SharedCore

/// The loyalty feature's public surface: the platform SDK's API, async first, on SharedCore's pipeline.
///
/// Resolve it from the container (``LoyaltyModule`` registers it); every call posts one
/// `custom_success_<op>_loyalty` or `custom_error_<op>_loyalty` event, and the callback variants
/// (in `WarplySDK+Callbacks`) are thin wrappers that complete on the main actor.
///
/// ```swift
/// let loyalty = try container.resolve(WarplySDK.self)
/// try await loyalty.initialize()
/// try await loyalty.deiLogin(email: "maria@example.gr")
/// let campaigns = try await loyalty.getCampaigns()
/// let outcome = try await loyalty.redeemCoupon(productId: "COFFEE-1", productUuid: "cs-coffee", merchantId: "m-cafe")
/// ```
public final class WarplySDK: Sendable {
  /// The identity, environment and tuning.
  public let configuration: LoyaltyConfiguration
  /// The in-memory lists (campaigns, coupons, merchants, …) with the platform SDK's setter semantics.
  public let state: LoyaltyStateStore
  /// Exactly-once redemption.
  public let redemptions: LoyaltyRedemptionCoordinator
  /// Who is signed in; sign-in and logout go through it, so pending work stays with its user.
  public let account: LoyaltyAccount
  /// Loyalty push routing.
  public let push: LoyaltyPushRouter
  /// The durable queue of analytics and device events.
  public let events: LoyaltyEventQueue
  let api: LoyaltyAPI
  let session: BackendSession
  let bus: EventBus?
  let device: LoyaltyDevice
  let deviceInfo: LoyaltyDeviceInfoReporter
  let connectivity: (any ConnectivityMonitor)?
  let diagnostics: any DatabaseDiagnostics

  /// Creates the façade from its parts (``LoyaltyModule`` does this).
  public init(
    configuration: LoyaltyConfiguration, api: LoyaltyAPI, session: BackendSession, account: LoyaltyAccount,
    state: LoyaltyStateStore, redemptions: LoyaltyRedemptionCoordinator, push: LoyaltyPushRouter, device: LoyaltyDevice,
    deviceInfo: LoyaltyDeviceInfoReporter, bus: EventBus?, connectivity: (any ConnectivityMonitor)? = nil,
    events: LoyaltyEventQueue, diagnostics: any DatabaseDiagnostics
  ) {
    self.configuration = configuration
    self.api = api
    self.session = session
    self.account = account
    self.state = state
    self.redemptions = redemptions
    self.push = push
    self.device = device
    self.deviceInfo = deviceInfo
    self.bus = bus
    self.connectivity = connectivity
    self.events = events
    self.diagnostics = diagnostics
  }

  // MARK: - Lifecycle

  /// Validates the configuration and registers the device (when auto-registration is on).
  /// - Throws: ``WarplyConfigurationError`` for an invalid configuration (nothing is sent), or
  ///   the device registration's ``WarplyError``.
  public func initialize() async throws {
    try configuration.validate()
    try await api.tracked("initialize") { () async throws(WarplyError) in
      if configuration.sdk.enableAutoRegistration { _ = try await deviceInfo.sendIfNeeded() }
    }
  }

  /// Whether a user is signed in.
  public var isSignedIn: Bool {
    get async { (try? await session.isSignedIn) ?? false }
  }

  // MARK: - Authentication

  /// DEI sign-in by email; stores the tokens in this backend's own token store. The user is
  /// `dei:<email>` (lower-cased) unless the platform's tokens name them (``LoyaltyAccount``).
  public func deiLogin(email: String) async throws(WarplyError) {
    try await signIn("dei_login", .deiLogin, ["email": .string(email)], as: "dei:\(email.lowercased())")
  }

  /// Cosmote ticket verification; signs the user in (`cosmote:<guid>`, as ``getCosmoteUser(guid:)``).
  public func verifyTicket(guid: String, ticket: String) async throws(WarplyError) {
    try await signIn(
      "verify_ticket", .verifyTicket,
      ["guid": .string(guid), "app_uuid": .string(configuration.appUUID), "ticket": .string(ticket)],
      as: "cosmote:\(guid)")
  }

  /// Cosmote sign-in by GUID with the partner credentials (the user is `cosmote:<guid>`).
  public func getCosmoteUser(guid: String) async throws(WarplyError) {
    guard configuration.partnerCredentials != nil else {
      throw .invalidInput(field: "partnerCredentials", reason: "getCosmoteUser needs the partner credentials")
    }
    try await signIn("cosmote_user", .getCosmoteUser, ["user_identifier": .string(guid)], as: "cosmote:\(guid)")
  }

  /// Revokes the session on the platform (best effort) and clears the tokens, the signed-in user
  /// and the lists. The user's pending redemptions stay, held until they sign in again.
  public func logout() async throws(WarplyError) {
    try await api.tracked("logout") { () async throws(WarplyError) in
      if let tokens = session.tokens, let access = try? await tokens.validAccessToken() {
        _ = try? await api.perform(.logout, accessToken: access)
      }
      try await account.signOut()
      await state.reset()
    }
  }

  /// Replaces the signed-in user's tokens (the platform SDK's `updateRefreshToken(accessToken:refreshToken:)`);
  /// to sign in another user with tokens the app obtained itself, use ``LoyaltyAccount/signIn(_:userID:)``.
  public func updateRefreshToken(accessToken: String, refreshToken: String) async throws(WarplyError) {
    let expiry = (try? JWT(accessToken))?.expiresAt
    try await account.replaceTokens(AuthTokens(accessToken: accessToken, refreshToken: refreshToken, expiresAt: expiry))
  }

  private func signIn(
    _ operation: String, _ route: LoyaltyRoute, _ parameters: [String: JSONValue], as owner: String
  ) async throws(WarplyError) {
    try await api.tracked(operation) { () async throws(WarplyError) in
      let response = try await api.perform(route, parameters: parameters)
      let tokens: AuthTokens
      do {
        tokens = try LoyaltyTokenResponse.tokens(from: .object(response.json))
      } catch {
        throw WarplyError(AppError(error))
      }
      try await account.signIn(tokens, owner: owner)
    }
  }

  /// The platform SDK's `getNetworkStatus()`: `1` when a usable path exists, `0` when offline, `-1`
  /// when not known yet (or no connectivity monitor is registered).
  public func getNetworkStatus() async -> Int {
    switch await connectivity?.status {
    case .online: 1
    case .offline: 0
    case .unknown, nil: -1
    }
  }

  // MARK: - Helpers

  func language(_ language: String?) -> JSONValue { .string(language ?? configuration.language) }
}
