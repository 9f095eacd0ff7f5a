import SharedCore

/// Every Warply operation the loyalty feature calls: its category, path template, method,
/// authentication, request wrapper and action.
///
/// Most `POST` bodies wrap their parameters in a domain key with an `action`:
/// `{"coupon": {"action": "user_coupons", "language": "el"}}`. ``endpoint(placeholders:parameters:idempotencyKey:)``
/// builds that body, fills the path's placeholders and chooses the credentials.
public enum LoyaltyRoute: String, Sendable, Hashable, CaseIterable {
  // Standard context
  /// Public campaigns.
  case getCampaigns
  /// Coupon availability per coupon set.
  case getAvailableCoupons
  /// Coupon sets.
  case getCouponSets
  /// Merchants (shops).
  case getMerchants
  /// Merchant categories.
  case getMerchantCategories
  /// Articles.
  case getArticles
  /// The supermarket campaign.
  case getSupermarketCampaign
  // Authenticated context
  /// Campaigns for the signed-in user.
  case getCampaignsPersonalized
  /// The user's coupons.
  case getCoupons
  /// Coupons valid in every shop.
  case getCouponsUniversal
  /// The user's profile.
  case getProfile
  /// The market pass.
  case getMarketPassDetails
  /// Adds a payment card.
  case addCard
  /// The user's cards.
  case getCards
  /// Deletes a card.
  case deleteCard
  /// Purchases.
  case getTransactionHistory
  /// Points earned and spent.
  case getPointsHistory
  /// Checks a coupon without changing it.
  case validateCoupon
  /// Redeems a coupon.
  case redeemCoupon
  /// Redeemed supermarket coupons.
  case getRedeemedSMHistory
  // User management
  /// Registers a user.
  case register
  /// Changes the password.
  case changePassword
  /// Sends a password-reset email.
  case resetPassword
  /// Sends a one-time password by SMS.
  case requestOtp
  // Authentication
  /// Exchanges the refresh token for a new pair.
  case refreshToken
  /// Revokes the tokens.
  case logout
  // Partners
  /// DEI sign-in by email.
  case deiLogin
  /// Cosmote ticket verification.
  case verifyTicket
  /// Cosmote sign-in by GUID.
  case getCosmoteUser
  // Session, analytics, device info
  /// One campaign by its session UUID.
  case getSingleCampaign
  /// Analytics events.
  case sendEvent
  /// The device-info payload.
  case sendDeviceInfo

  /// The family the route belongs to.
  public var category: LoyaltyEndpointCategory {
    switch self {
    case .getCampaigns, .getAvailableCoupons, .getCouponSets, .getMerchants, .getMerchantCategories, .getArticles,
      .getSupermarketCampaign:
      .standardContext
    case .getCampaignsPersonalized, .getCoupons, .getCouponsUniversal, .getProfile, .getMarketPassDetails, .addCard,
      .getCards, .deleteCard, .getTransactionHistory, .getPointsHistory, .validateCoupon, .redeemCoupon,
      .getRedeemedSMHistory:
      .authenticatedContext
    case .register, .changePassword, .resetPassword, .requestOtp: .userManagement
    case .refreshToken, .logout: .authentication
    case .deiLogin, .verifyTicket, .getCosmoteUser: .partnerCosmote
    case .getSingleCampaign: .session
    case .sendEvent: .analytics
    case .sendDeviceInfo: .deviceInfo
    }
  }

  /// The path with placeholders (`{appUUID}`, `{sessionUuid}`).
  public var pathTemplate: String {
    switch self {
    case .register: "/user/{appUUID}/register"
    case .changePassword: "/user/{appUUID}/change_password"
    case .resetPassword: "/user/{appUUID}/password_reset"
    case .requestOtp: "/user/{appUUID}/otp/generate"
    case .refreshToken: "/oauth/{appUUID}/token"
    case .logout: "/oauth/{appUUID}/logout"
    case .deiLogin: "/partners/dei/app_login"
    case .verifyTicket: "/partners/cosmote/verify"
    case .getCosmoteUser: "/partners/oauth/{appUUID}/token"
    default:
      switch category {
      case .standardContext: "/api/mobile/v2/{appUUID}/context/"
      case .authenticatedContext: "/oauth/{appUUID}/context"
      case .session: "/api/session/{sessionUuid}"
      case .analytics: "/api/async/analytics/{appUUID}/"
      case .deviceInfo: "/api/async/info/{appUUID}/"
      case .userManagement, .authentication, .partnerCosmote: "/"
      }
    }
  }

  /// `GET` for a single campaign, `POST` for everything else.
  public var method: HTTPMethod { self == .getSingleCampaign ? .get : .post }

  /// The credentials the route needs.
  public var authType: LoyaltyAuthType {
    switch category {
    case .authenticatedContext: .bearerToken
    case .userManagement: self == .changePassword ? .bearerToken : .standard
    case .partnerCosmote: self == .getCosmoteUser ? .basicAuth : .standard
    case .standardContext, .authentication, .session, .analytics, .deviceInfo: .standard
    }
  }

  /// The key the parameters are wrapped in, for context routes.
  public var requestWrapper: String? {
    switch self {
    case .getCampaigns, .getCampaignsPersonalized, .getSupermarketCampaign: "campaigns"
    case .getAvailableCoupons, .getCouponSets, .getCoupons, .getCouponsUniversal, .validateCoupon, .redeemCoupon,
      .getRedeemedSMHistory:
      "coupon"
    case .getProfile, .getMarketPassDetails, .getTransactionHistory, .getPointsHistory: "consumer_data"
    case .addCard, .getCards, .deleteCard: "cards"
    case .getMerchants, .getMerchantCategories: "shops"
    case .getArticles: "content"
    default: nil
    }
  }

  /// The `action` inside the wrapper.
  public var action: String? {
    switch self {
    case .getCampaigns, .getCampaignsPersonalized: "retrieve"
    case .getSupermarketCampaign: "retrieve_supermarket"
    case .getAvailableCoupons: "availability"
    case .getCouponSets: "retrieve_multilingual"
    case .getCoupons: "user_coupons"
    case .getCouponsUniversal: "universal_coupons"
    case .validateCoupon: "validate"
    case .redeemCoupon: "redeem"
    case .getRedeemedSMHistory: "redeemed_sm_history"
    case .getProfile: "handle_user_details"
    case .getMarketPassDetails: "market_pass_details"
    case .getTransactionHistory: "get_transaction_history"
    case .getPointsHistory: "get_points_history"
    case .addCard: "add_card"
    case .getCards: "get_cards"
    case .deleteCard: "delete_card"
    case .getMerchants, .getArticles: "retrieve_multilingual"
    case .getMerchantCategories: "retrieve_categories"
    default: nil
    }
  }

  /// The key of the route's payload in a flattened context response (`MAPP_COUPON`), whose
  /// `<key>-status` reports success.
  public var contextKey: String? {
    switch requestWrapper {
    case "campaigns": "MAPP_CAMPAIGNING"
    case "coupon": "MAPP_COUPON"
    case "consumer_data": "CONSUMER_DATA"
    case "cards": "MAPP_CARDS"
    case "shops": "MAPP_SHOPS"
    case "content": "MAPP_CONTENT"
    default: nil
    }
  }

  /// The Core credentials for ``authType``: every route is signed; bearer and basic add theirs.
  public var authKind: AuthKind {
    switch authType {
    case .standard: .loyaltySignature
    case .bearerToken: [.loyaltySignature, .bearer]
    case .basicAuth: [.loyaltySignature, .basic]
    }
  }

  /// The operation's name in analytics events (`custom_success_<name>_loyalty`).
  public var analyticsName: String {
    let snake = rawValue.reduce(into: "") { name, character in
      if character.isUppercase { name += "_" + character.lowercased() } else { name.append(character) }
    }
    return snake.hasPrefix("get_") ? String(snake.dropFirst(4)) : snake
  }
}
