import Foundation
import SharedCore

/// Who the app is on the Warply platform and where the platform is: what the Warply iOS SDK's
/// `configure(appUuid:merchantId:environment:language:)` sets.
///
/// ```swift
/// let configuration = LoyaltyConfiguration(
///   appUUID: "f83dfde1145e4c2da69793abb2f579af", merchantID: "20113", environment: .production, language: "el")
/// try configuration.validate()
/// ```
public struct LoyaltyConfiguration: Sendable, Hashable, Codable {
  /// The application's UUID on the platform (32 hexadecimal digits), placed in most paths.
  public var appUUID: String
  /// The merchant id, sent as `loyalty-web-id`; may be empty.
  public var merchantID: String
  /// The deployment.
  public var environment: LoyaltyEnvironment
  /// The default content language (`"el"` or `"en"`), used when a call passes none.
  public var language: String
  /// The secret hashed into `loyalty-signature`; the platform's legacy default is empty.
  public var apiKey: String
  /// The Cosmote partner credentials sent as HTTP Basic by `getCosmoteUser`; `nil` when unused.
  public var partnerCredentials: LoyaltyPartnerCredentials?
  /// Overrides ``LoyaltyEnvironment/baseURL`` (a staging proxy, a local test server).
  public var baseURLOverride: URL?
  /// The tuning of storage, tokens, network and logging.
  public var sdk: WarplyConfiguration

  /// Creates a configuration.
  public init(
    appUUID: String,
    merchantID: String = "",
    environment: LoyaltyEnvironment = .production,
    language: String = "el",
    apiKey: String = "",
    partnerCredentials: LoyaltyPartnerCredentials? = nil,
    baseURLOverride: URL? = nil,
    sdk: WarplyConfiguration = .production
  ) {
    self.appUUID = appUUID
    self.merchantID = merchantID
    self.environment = environment
    self.language = language
    self.apiKey = apiKey
    self.partnerCredentials = partnerCredentials
    self.baseURLOverride = baseURLOverride
    self.sdk = sdk
  }

  /// The platform SDK's `configure(appUuid:merchantId:environment:language:)`, under its labels:
  /// the configuration to give ``LoyaltyModule`` (the development environment is UAT,
  /// `https://engage-uat.dei.gr`; production is `https://engage-prod.dei.gr`).
  public static func configure(
    appUuid: String, merchantId: String, environment: LoyaltyEnvironment, language: String = "el"
  ) -> LoyaltyConfiguration {
    LoyaltyConfiguration(appUUID: appUuid, merchantID: merchantId, environment: environment, language: language)
  }

  /// The API root: the override when set, else the environment's.
  public var baseURL: URL { baseURLOverride ?? environment.baseURL }

  /// The languages the platform serves content in.
  public static let supportedLanguages: Set<String> = ["el", "en"]

  /// Checks the identity and every component; `initialize()` calls it first.
  /// - Throws: ``WarplyConfigurationError``: the first problem found.
  public func validate() throws(WarplyConfigurationError) {
    let hexDigits = Set("0123456789abcdefABCDEF")
    guard !appUUID.isEmpty else { throw .missingAppUUID }
    guard appUUID.count == 32, appUUID.allSatisfy(hexDigits.contains) else { throw .invalidAppUUID(appUUID) }
    guard Self.supportedLanguages.contains(language) else { throw .unsupportedLanguage(language) }
    try sdk.validate()
  }
}

extension LoyaltyConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The identity and environment; the API key is redacted.
  public var description: String {
    "LoyaltyConfiguration(appUUID: \(appUUID), merchantID: \(merchantID), environment: \(environment), "
      + "language: \(language), apiKey: <redacted>, baseURL: \(baseURL))"
  }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no key either.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "appUUID": appUUID, "merchantID": merchantID, "environment": environment, "language": language,
        "apiKey": "<redacted>",
        "partnerCredentials": partnerCredentials as Any, "baseURL": baseURL, "sdk": sdk,
      ],
      displayStyle: .struct)
  }
}
