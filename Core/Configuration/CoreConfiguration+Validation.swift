import Foundation

// MARK: - Validation

extension CoreConfiguration {
  /// Checks every setting and returns all problems at once (an empty array when valid).
  ///
  /// Every URL must be http(s) with a host, and not a documentation placeholder (`example.com`,
  /// `example.org`, `example.net` or a `.example` name, RFC 2606) such as the production preset's.
  /// Production and the `.high` security profile require https (OWASP MASVS-NETWORK-1); the
  /// `.high` profile also requires certificate pinning, masking, and no trace or debug logging.
  /// Pinning needs two or more well-formed pins (the current key and a backup, RFC 7469 §4.3) and a
  /// platform that can enforce it (not Linux, see ``CertificatePinning/isEnforceable``).
  public func validate() -> [ConfigurationIssue] {
    var issues: [ConfigurationIssue] = []
    func report(_ field: String, _ problem: String, _ suggestion: String) {
      issues.append(ConfigurationIssue(field: field, problem: problem, suggestion: suggestion))
    }
    let requiresHTTPS = environment == .production || security.profile == .high

    let urls =
      [("endpoints.baseURL", endpoints.baseURL)]
      + endpoints.additional.sorted { $0.key < $1.key }.map { ("endpoints.additional.\($0.key)", $0.value) }
    for (field, url) in urls {
      let scheme = url.scheme?.lowercased()
      if scheme != "http" && scheme != "https" || (url.host ?? "").isEmpty {
        report(
          field, "\"\(url.absoluteString)\" is not an http(s) URL with a host",
          "Use your backend's http(s) URL")
      } else if Self.isPlaceholder(host: url.host ?? "") {
        report(
          field, "\"\(url.absoluteString)\" is a placeholder (example domains are reserved for documentation)",
          "Set it to your backend's URL")
      } else if requiresHTTPS && scheme != "https" {
        report(field, "\"\(url.absoluteString)\" uses http in \(environment.rawValue)", "Use an https:// URL")
      }
    }

    let network = self.network
    if network.requestTimeout <= .zero {
      report("network.requestTimeout", "must be positive (got \(network.requestTimeout))", "Use 15–60 seconds")
    }
    if network.resourceTimeout < network.requestTimeout {
      report(
        "network.resourceTimeout",
        "is shorter than requestTimeout (\(network.resourceTimeout) < \(network.requestTimeout))",
        "Make it at least as long as requestTimeout")
    }
    if network.maxConcurrentRequests < 1 {
      report("network.maxConcurrentRequests", "must be at least 1 (got \(network.maxConcurrentRequests))", "Use 4–8")
    }
    validateRetry(network.retry, report: report)

    if security.tokenRefreshWindow <= .zero || security.tokenRefreshWindow > .seconds(3600) {
      report(
        "security.tokenRefreshWindow", "must be between 0 and 1 hour (got \(security.tokenRefreshWindow))",
        "Use the default of 5 minutes")
    }
    if security.certificatePinningEnabled {
      validatePinning(report: report)
    }
    if security.profile == .high {
      validateHighSecurity(report: report)
    } else if environment == .production && !logging.masksSensitiveData {
      report("logging.masksSensitiveData", "is off in production", "Turn masking on")
    }

    if cache.timeToLive < .zero {
      report(
        "cache.timeToLive", "must not be negative (got \(cache.timeToLive))", "Use 0 to revalidate on every read")
    }
    if cache.maxEntries < 0 {
      report("cache.maxEntries", "must not be negative (got \(cache.maxEntries))", "Use 0 to disable caching")
    }
    if !(0...1).contains(analytics.sampleRate) {
      report(
        "analytics.sampleRate", "must be between 0 and 1 (got \(analytics.sampleRate))",
        "Use 1 to report every session")
    }
    return issues
  }

  /// Returns the configuration if it is valid.
  /// - Throws: ``ConfigurationError`` with every problem ``validate()`` found.
  public func validated() throws(ConfigurationError) -> CoreConfiguration {
    let issues = validate()
    guard issues.isEmpty else { throw ConfigurationError(issues: issues) }
    return self
  }

  private func validateRetry(_ retry: RetrySettings, report: (String, String, String) -> Void) {
    if !(1...10).contains(retry.maxAttempts) {
      report("network.retry.maxAttempts", "must be between 1 and 10 (got \(retry.maxAttempts))", "Use 3")
    }
    if retry.baseDelay < .zero {
      report("network.retry.baseDelay", "must not be negative (got \(retry.baseDelay))", "Use 1 second")
    }
    if retry.maxDelay < retry.baseDelay {
      report(
        "network.retry.maxDelay", "is shorter than baseDelay (\(retry.maxDelay) < \(retry.baseDelay))",
        "Make it at least baseDelay, e.g. 30 seconds")
    }
    if !(0...1).contains(retry.jitter) {
      report("network.retry.jitter", "must be between 0 and 1 (got \(retry.jitter))", "Use 0.2")
    }
  }

  private func validatePinning(report: (String, String, String) -> Void) {
    if !CertificatePinning.isEnforceable {
      report(
        "security.certificatePinningEnabled",
        "is not supported on this platform: its URLSession never shows the server's certificate chain, "
          + "so every request would be refused",
        "Turn pinning off here and terminate TLS on a pinned proxy, or run on an Apple platform")
    }
    let pins = security.pinnedKeyHashes
    let malformed = pins.filter { Data(base64Encoded: $0)?.count != 32 }
    if !malformed.isEmpty {
      report(
        "security.pinnedKeyHashes", "contains values that are not base64 SHA-256 hashes: \(malformed)",
        "Use `openssl x509 -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`")
    }
    if Set(pins).count < 2 {
      report(
        "security.pinnedKeyHashes", "has \(Set(pins).count) distinct pin(s) while certificate pinning is enabled",
        "Add the base64 SHA-256 SPKI hashes of your server key and a backup key")
    }
  }

  /// Whether `host` is reserved for documentation (RFC 2606 §2–3), as the presets' placeholders are.
  static func isPlaceholder(host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    if host == "example" || host.hasSuffix(".example") { return true }
    return ["example.com", "example.org", "example.net"].contains { host == $0 || host.hasSuffix("." + $0) }
  }

  private func validateHighSecurity(report: (String, String, String) -> Void) {
    if !security.certificatePinningEnabled {
      report("security.certificatePinningEnabled", "is off in the high security profile", "Turn certificate pinning on")
    }
    if logging.level < .info {
      report(
        "logging.level",
        "is \(logging.level.label.lowercased()) in the high security profile, which forbids debug logging",
        "Use warning or error")
    }
    if !logging.masksSensitiveData {
      report("logging.masksSensitiveData", "is off in the high security profile", "Turn masking on")
    }
  }
}
