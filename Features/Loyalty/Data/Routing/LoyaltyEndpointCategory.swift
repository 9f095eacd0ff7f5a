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
