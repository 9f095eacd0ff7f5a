/// The families of Warply endpoints: each shares a base path and a way of authenticating.
public enum LoyaltyEndpointCategory: String, Sendable, Hashable, CaseIterable {
  /// `POST /api/mobile/v2/{appUUID}/context/`, signed: public content (campaigns, coupon sets,
  /// merchants, articles).
  case standardContext
  /// `POST /oauth/{appUUID}/context`, signed and with the user's bearer token.
  case authenticatedContext
  /// `POST /user/{appUUID}/…`: password and OTP flows.
  case userManagement
  /// `POST /oauth/{appUUID}/…`: token refresh and logout.
  case authentication
  /// `POST /partners/…`: DEI and Cosmote sign-in.
  case partnerCosmote
  /// `GET /api/session/{sessionUuid}`: one campaign.
  case session
  /// `POST /api/async/analytics/{appUUID}/`: analytics events.
  case analytics
  /// `POST /api/async/info/{appUUID}/`: the device-info payload.
  case deviceInfo
}

/// How a loyalty request authenticates (the platform SDK's three kinds).
public enum LoyaltyAuthType: String, Sendable, Hashable, CaseIterable {
  /// The signature headers (`loyalty-web-id`, `loyalty-date`, `loyalty-signature`).
  case standard
  /// The signature headers and `Authorization: Bearer <access token>`.
  case bearerToken
  /// The signature headers and `Authorization: Basic <partner credentials>`.
  case basicAuth
}
