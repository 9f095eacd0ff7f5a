import Foundation
import LoyaltyFeature
import Testing

/// Configuration: environments, identity validation, presets, component validation, JSON round trip.
@Suite struct LoyaltyConfigurationTests {
  static let appUUID = "f83dfde1145e4c2da69793abb2f579af"

  @Test func environmentsPointAtTheirHosts() {
    #expect(LoyaltyEnvironment.development.baseURL.absoluteString == "https://engage-uat.dei.gr")
    #expect(LoyaltyEnvironment.production.baseURL.absoluteString == "https://engage-prod.dei.gr")
    #expect(LoyaltyEnvironment.production.host == "engage-prod.dei.gr")
  }

  @Test func theOverrideWinsOverTheEnvironment() throws {
    let local = try #require(URL(string: "http://127.0.0.1:8080"))
    let configuration = LoyaltyConfiguration(appUUID: Self.appUUID, environment: .development, baseURLOverride: local)
    #expect(configuration.baseURL == local)
  }

  @Test(arguments: [
    ("", WarplyConfigurationError.missingAppUUID),
    ("abc", .invalidAppUUID("abc")),
    ("f83dfde1-145e-4c2d-a697-93abb2f579af", .invalidAppUUID("f83dfde1-145e-4c2d-a697-93abb2f579af")),
    ("g83dfde1145e4c2da69793abb2f579af", .invalidAppUUID("g83dfde1145e4c2da69793abb2f579af")),
  ])
  func invalidAppUUIDsAreNamed(appUUID: String, expected: WarplyConfigurationError) {
    #expect(throws: expected) { try LoyaltyConfiguration(appUUID: appUUID).validate() }
  }

  @Test func unsupportedLanguagesAreRejected() {
    #expect(throws: WarplyConfigurationError.unsupportedLanguage("fr")) {
      try LoyaltyConfiguration(appUUID: Self.appUUID, language: "fr").validate()
    }
  }

  @Test(arguments: [WarplyConfiguration.development, .production, .testing, .highSecurity])
  func presetsAreValidAndRoundTrip(preset: WarplyConfiguration) throws {
    try preset.validate()
    let data = try preset.toJSONData()
    #expect(try WarplyConfiguration.fromJSONData(data) == preset)
  }

  @Test func presetsDifferAsDocumented() {
    #expect(WarplyConfiguration.development.databaseConfig.encryptionEnabled == false)
    #expect(WarplyConfiguration.production.databaseConfig.encryptionEnabled)
    #expect(WarplyConfiguration.production.tokenConfig.retryDelays == [0, 1, 5])
    #expect(WarplyConfiguration.production.tokenConfig.circuitBreakerThreshold == 5)
    #expect(WarplyConfiguration.production.tokenConfig.circuitBreakerResetTime == 300)
    #expect(WarplyConfiguration.testing.networkConfig.requestTimeout == 5)
    #expect(WarplyConfiguration.testing.tokenConfig.maxRetryAttempts == 1)
    #expect(WarplyConfiguration.highSecurity.networkConfig.allowsCellularAccess == false)
    #expect(WarplyConfiguration.development.loggingConfig.logLevel == .verbose)
  }

  @Test func eachComponentRuleIsEnforced() {
    func failure(_ change: (inout WarplyConfiguration) -> Void) -> WarplyConfigurationError? {
      var configuration = WarplyConfiguration.production
      change(&configuration)
      do {
        try configuration.validate()
        return nil
      } catch {
        return error
      }
    }
    #expect(failure { $0.tokenConfig.refreshThresholdMinutes = 0 } == .invalidRefreshThreshold(0))
    #expect(
      failure { $0.tokenConfig.maxRetryAttempts = 11 }
        == .invalidRetryAttempts(field: "tokenConfig.maxRetryAttempts", value: 11))
    #expect(failure { $0.tokenConfig.retryDelays = [0, 1] } == .retryDelaysMismatch(attempts: 3, delays: 2))
    #expect(
      failure { $0.tokenConfig.retryDelays = [0, -1, 5] }
        == .invalidRetryDelay(field: "tokenConfig.retryDelays[1]", value: -1))
    #expect(failure { $0.tokenConfig.circuitBreakerThreshold = 0 } == .invalidCircuitBreakerThreshold(0))
    #expect(failure { $0.tokenConfig.circuitBreakerResetTime = 5 } == .invalidCircuitBreakerResetTime(5))
    #expect(
      failure { $0.networkConfig.requestTimeout = 0 }
        == .invalidTimeout(field: "networkConfig.requestTimeout", value: 0))
    #expect(failure { $0.networkConfig.maxConcurrentRequests = 50 } == .invalidConcurrentRequests(50))
    #expect(
      failure { $0.networkConfig.resourceTimeout = 10 }
        == .invalidTimeout(field: "networkConfig.resourceTimeout", value: 10), "shorter than the request timeout")
    #expect(
      failure { $0.networkConfig.maxRetryAttempts = 0 }
        == .invalidRetryAttempts(field: "networkConfig.maxRetryAttempts", value: 0))
    #expect(failure { $0.networkConfig.requestBurst = 0 } == .invalidRequestRate(burst: 0, perSecond: 5))
    #expect(
      failure { $0.networkConfig.requestsPerSecond = 0.01 } == .invalidRequestRate(burst: 10, perSecond: 0.01))
    #expect(failure { $0.databaseConfig.cacheSize = 10 } == .invalidCacheSize(10))
    #expect(failure { _ in } == nil)
  }

  @Test func invalidJSONIsRejectedWithTheReason() throws {
    #expect(throws: WarplyConfigurationError.self) { try WarplyConfiguration.fromJSONData(Data("{}".utf8)) }
    var invalid = WarplyConfiguration.production
    invalid.tokenConfig.circuitBreakerThreshold = 99
    let data = try invalid.toJSONData()
    #expect(throws: WarplyConfigurationError.invalidCircuitBreakerThreshold(99)) {
      try WarplyConfiguration.fromJSONData(data)
    }
  }

  @Test func errorsCarryARecoverySuggestion() {
    let error = WarplyConfigurationError.retryDelaysMismatch(attempts: 3, delays: 2)
    #expect(error.description.contains("2 delays for 3 attempts"))
    #expect(error.recoverySuggestion.contains("[0, 1, 5]"))
  }

  @Test func thePartnerPasswordNeverAppearsInDescriptions() {
    let credentials = LoyaltyPartnerCredentials(username: "cosmote", password: "pa55-secret")
    #expect(credentials.description == "LoyaltyPartnerCredentials(username: cosmote, password: <redacted>)")
    #expect(credentials.debugDescription == credentials.description)
    var dumped = ""
    dump(LoyaltyConfiguration(appUUID: Self.appUUID, partnerCredentials: credentials), to: &dumped)
    #expect(!dumped.contains("pa55") && dumped.contains("cosmote"))
  }

  @Test func theAPIKeyNeverAppearsInDescriptions() {
    let configuration = LoyaltyConfiguration(appUUID: Self.appUUID, apiKey: "s3cret-key")
    #expect(!configuration.description.contains("s3cret"))
    var dumped = ""
    dump(configuration, to: &dumped)
    #expect(!dumped.contains("s3cret"))
  }

  @Test(arguments: [
    (LoyaltyEnvironment.development, "https://engage-uat.dei.gr"), (.production, "https://engage-prod.dei.gr"),
  ])
  func configureKeepsThePlatformLabels(environment: LoyaltyEnvironment, baseURL: String) throws {
    let configuration = LoyaltyConfiguration.configure(
      appUuid: Self.appUUID, merchantId: "20113", environment: environment, language: "en")
    #expect(configuration.baseURL.absoluteString == baseURL)
    #expect(configuration.appUUID == Self.appUUID && configuration.merchantID == "20113")
    #expect(configuration.language == "en" && configuration.sdk == .production)
    try configuration.validate()
  }

  @Test func aConfigurationSavedToAFileLoadsBackEqual() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("warply-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    var configuration = WarplyConfiguration.highSecurity
    configuration.databaseConfig.maxQueuedAnalyticsEvents = 42
    try configuration.saveToFile(at: url)
    #expect(try WarplyConfiguration.loadFromFile(at: url) == configuration)
  }

  @Test func loadingAMissingFileNamesIt() {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).json")
    #expect {
      try WarplyConfiguration.loadFromFile(at: url)
    } throws: { error in
      guard case .unreadableJSON(let reason) = error as? WarplyConfigurationError else { return false }
      return reason.contains(url.path)
    }
  }

  @Test func configurationJSONWithoutTheQueueLimitGetsTheDefault() throws {
    let data = try WarplyConfiguration.production.toJSONData()
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var database = try #require(object["databaseConfig"] as? [String: Any])
    database["maxQueuedAnalyticsEvents"] = nil
    object["databaseConfig"] = database
    let older = try JSONSerialization.data(withJSONObject: object)
    #expect(try WarplyConfiguration.fromJSONData(older).databaseConfig.maxQueuedAnalyticsEvents == 500)
    var invalid = WarplyConfiguration.production
    invalid.databaseConfig.maxQueuedAnalyticsEvents = 0
    #expect(throws: WarplyConfigurationError.invalidQueueLimit(0)) { try invalid.validate() }
  }
}
