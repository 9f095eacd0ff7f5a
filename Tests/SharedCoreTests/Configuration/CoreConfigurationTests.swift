import Foundation
import SharedCore
import Testing

@Suite struct CoreConfigurationTests {
  func url(_ string: String) throws -> URL {
    try #require(URL(string: string))
  }

  /// What `validate()` adds where pinning cannot be enforced (Linux).
  static let pinningUnsupported = CertificatePinning.isEnforceable ? [] : ["security.certificatePinningEnabled"]
  static let pins = ["47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=", "YLh1dUR9y6Kja30RrAn7JKnbQG/uEtLMkBgFF2Fuihg="]

  @Test(arguments: ["development", "testing"])
  func loopbackPresetsAreValid(name: String) throws {
    let preset = try #require(CoreConfiguration.presets[name])
    #expect(preset.validate() == [])
  }

  @Test func productionIsInvalidUntilItsPlaceholderURLIsReplaced() throws {
    #expect(
      CoreConfiguration.production.validate() == [
        ConfigurationIssue(
          field: "endpoints.baseURL",
          problem: #""https://api.example.com" is a placeholder (example domains are reserved for documentation)"#,
          suggestion: "Set it to your backend's URL")
      ])
    var configuration = CoreConfiguration.production
    configuration.endpoints.baseURL = try url("https://api.shop.io")
    #expect(try configuration.validated() == configuration)
  }

  @Test(arguments: [
    ("https://example.com", true), ("https://API.Example.org.", true), ("https://id.example.net/x", true),
    ("https://shop.example", true), ("https://example.com.evil.io", false), ("https://myexample.com", false),
    ("http://127.0.0.1:8080", false),
  ])
  func placeholderHostsAreTheRFC2606DocumentationNames(url string: String, isPlaceholder: Bool) throws {
    var configuration = CoreConfiguration.development
    configuration.endpoints.additional["other"] = try url(string)
    #expect(configuration.validate().map(\.field) == (isPlaceholder ? ["endpoints.additional.other"] : []))
  }

  @Test func highSecurityNeedsARealURLAndTwoPinsBeforeUse() throws {
    #expect(
      CoreConfiguration.highSecurity.validate().map(\.field)
        == ["endpoints.baseURL"] + Self.pinningUnsupported + ["security.pinnedKeyHashes"])
    var configuration = CoreConfiguration.highSecurity
    configuration.endpoints.baseURL = try url("https://api.shop.io")
    configuration.security.pinnedKeyHashes = [Self.pins[0]]
    #expect(configuration.validate().map(\.field) == Self.pinningUnsupported + ["security.pinnedKeyHashes"])
    configuration.security.pinnedKeyHashes = Self.pins
    #expect(configuration.validate().map(\.field) == Self.pinningUnsupported)
  }

  @Test func malformedPinsAreNamed() throws {
    var configuration = CoreConfiguration.development
    configuration.security.certificatePinningEnabled = true
    configuration.security.pinnedKeyHashes = [Self.pins[0], "not-a-hash", "AAAA"]
    let issue = try #require(configuration.validate().first { $0.field == "security.pinnedKeyHashes" })
    #expect(issue.problem == #"contains values that are not base64 SHA-256 hashes: ["not-a-hash", "AAAA"]"#)
  }

  #if !canImport(Security)
    @Test func pinningIsReportedUnsupportedWhereItCannotBeEnforced() throws {
      var configuration = CoreConfiguration.development
      configuration.security.certificatePinningEnabled = true
      configuration.security.pinnedKeyHashes = Self.pins
      let issues = configuration.validate()
      #expect(issues.map(\.field) == ["security.certificatePinningEnabled"])
      #expect(issues.first?.problem.hasPrefix("is not supported on this platform") == true)
    }
  #endif

  @Test func presetDefaults() {
    #expect(CoreConfiguration.production.security.tokenRefreshWindow == .seconds(300))
    #expect(CoreConfiguration.production.logging.level == .warning)
    #expect(CoreConfiguration.development.logging.level == .debug)
    #expect(CoreConfiguration.testing.network.retry.maxAttempts == 1)
    #expect(CoreConfiguration.highSecurity.security.certificatePinningEnabled)
    #expect(!CoreConfiguration.highSecurity.network.allowsCellularAccess)
    #expect(CoreConfiguration.production.endpoints.baseURL.scheme == "https")
  }

  @Test func productionMustUseHTTPS() throws {
    var configuration = CoreConfiguration.production
    configuration.endpoints.baseURL = try url("http://api.shop.io")
    configuration.endpoints.additional["loyalty"] = try url("http://loyalty.shop.io")
    #expect(
      configuration.validate() == [
        ConfigurationIssue(
          field: "endpoints.baseURL", problem: #""http://api.shop.io" uses http in production"#,
          suggestion: "Use an https:// URL"),
        ConfigurationIssue(
          field: "endpoints.additional.loyalty", problem: #""http://loyalty.shop.io" uses http in production"#,
          suggestion: "Use an https:// URL"),
      ])
  }

  @Test func highSecurityForbidsDebugLogging() throws {
    var configuration = CoreConfiguration.highSecurity
    configuration.endpoints.baseURL = try url("https://api.shop.io")
    configuration.security.pinnedKeyHashes = Self.pins
    configuration.logging.level = .debug
    configuration.logging.masksSensitiveData = false
    let issues = configuration.validate().filter { $0.field.hasPrefix("logging.") }
    #expect(configuration.validate().count == issues.count + Self.pinningUnsupported.count)
    #expect(issues.map(\.field) == ["logging.level", "logging.masksSensitiveData"])
    #expect(issues.first?.problem == "is debug in the high security profile, which forbids debug logging")
    #expect(issues.first?.suggestion == "Use warning or error")
  }

  @Test func validateReportsEveryProblemAtOnce() throws {
    var configuration = CoreConfiguration.development
    configuration.endpoints.baseURL = try url("ftp://files.example.com")
    configuration.network.requestTimeout = .zero
    configuration.network.resourceTimeout = .seconds(-1)
    configuration.network.maxConcurrentRequests = 0
    configuration.network.retry = .init(maxAttempts: 0, baseDelay: .seconds(5), maxDelay: .seconds(1), jitter: 2)
    configuration.security.tokenRefreshWindow = .zero
    configuration.security.certificatePinningEnabled = true
    configuration.cache.maxEntries = -1
    configuration.analytics.sampleRate = 1.5
    let issues = configuration.validate()
    #expect(
      issues.map(\.field) == [
        "endpoints.baseURL", "network.requestTimeout", "network.resourceTimeout", "network.maxConcurrentRequests",
        "network.retry.maxAttempts", "network.retry.maxDelay", "network.retry.jitter", "security.tokenRefreshWindow",
      ] + Self.pinningUnsupported + ["security.pinnedKeyHashes", "cache.maxEntries", "analytics.sampleRate"])
    #expect(issues.allSatisfy { !$0.problem.isEmpty && !$0.suggestion.isEmpty })
    #expect(issues[4].description == "network.retry.maxAttempts: must be between 1 and 10 (got 0). Suggestion: Use 3")
    #expect(throws: ConfigurationError(issues: issues)) { try configuration.validated() }
  }

  @Test(arguments: ["development", "production", "testing", "highSecurity"])
  func jsonRoundTripsEveryPreset(name: String) throws {
    let preset = try #require(CoreConfiguration.presets[name])
    let decoded = try CoreConfiguration(jsonData: try preset.jsonData())
    #expect(decoded == preset)
  }

  @Test func jsonUsesStableKeysAndSecondsForDurations() throws {
    let json = try JSONSerialization.jsonObject(with: try CoreConfiguration.production.jsonData()) as? [String: Any]
    let network = try #require(json?["network"] as? [String: Any])
    let retry = try #require(network["retry"] as? [String: Any])
    let security = try #require(json?["security"] as? [String: Any])
    let logging = try #require(json?["logging"] as? [String: Any])
    let keys = Set(json?.keys ?? [:].keys)
    #expect(keys == ["environment", "endpoints", "network", "security", "logging", "cache", "analytics"])
    #expect(network["requestTimeout"] as? Double == 30)
    #expect(retry["baseDelay"] as? Double == 1)
    #expect(security["tokenRefreshWindow"] as? Double == 300)
    #expect(logging["level"] as? String == "warning")
    #expect(json?["environment"] as? String == "production")
  }

  @Test func fractionalSecondsRoundTrip() throws {
    var configuration = CoreConfiguration.testing
    configuration.network.retry.baseDelay = .milliseconds(250)
    #expect(try CoreConfiguration(jsonData: configuration.jsonData()).network.retry.baseDelay == .milliseconds(250))
  }

  @Test func badJSONNamesThePath() throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: CoreConfiguration.testing.jsonData()) as? [String: Any])
    var network = try #require(object["network"] as? [String: Any])
    network["requestTimeout"] = -5
    object["network"] = network
    let data = try JSONSerialization.data(withJSONObject: object)
    #expect(
      throws: AppError.decoding(
        path: "network.requestTimeout", reason: "expected a non-negative number of seconds, got -5.0")
    ) {
      try CoreConfiguration(jsonData: data)
    }

    object["logging"] = ["level": "loud", "masksSensitiveData": true, "logsNetworkTraffic": false]
    network["requestTimeout"] = 5
    object["network"] = network
    let badLevel = try JSONSerialization.data(withJSONObject: object)
    let reason = #"unknown level "loud"; expected one of trace, debug, info, notice, warning, error"#
    #expect(throws: AppError.decoding(path: "logging.level", reason: reason)) {
      try CoreConfiguration(jsonData: badLevel)
    }
  }
}
