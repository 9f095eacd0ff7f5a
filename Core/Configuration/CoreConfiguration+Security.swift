extension CoreConfiguration {
  /// How strictly the configuration is checked; `.high` is the `highSecurity` preset's profile.
  public enum SecurityProfile: String, Sendable, Hashable, Codable, CaseIterable {
    /// Normal rules.
    case standard
    /// Certificate pinning required, no debug logging, masking always on.
    case high
  }

  /// Token refresh and certificate pinning.
  ///
  /// Tokens and keys always live in secure storage (the Keychain, or an encrypted file on Linux);
  /// SharedCore does not encrypt the cache, database or outbox itself: they rely on the
  /// platform's file protection (iOS Data Protection, FileVault, disk encryption).
  public struct SecuritySettings: Sendable, Hashable, Codable {
    /// The validation profile.
    public var profile: SecurityProfile
    /// Refresh an access token this long before it expires (default 5 minutes).
    public var tokenRefreshWindow: Duration
    /// Whether TLS servers must present a key in ``pinnedKeyHashes`` (enforced by
    /// `URLSessionTransport` on Apple platforms; unsupported on Linux, see ``CertificatePinning``).
    public var certificatePinningEnabled: Bool
    /// Base64 SHA-256 hashes of the accepted servers' SubjectPublicKeyInfo (RFC 7469 §2.4): the
    /// current key and at least one backup.
    public var pinnedKeyHashes: [String]

    /// Creates security settings.
    public init(
      profile: SecurityProfile = .standard,
      tokenRefreshWindow: Duration = .seconds(300),
      certificatePinningEnabled: Bool = false,
      pinnedKeyHashes: [String] = []
    ) {
      self.profile = profile
      self.tokenRefreshWindow = tokenRefreshWindow
      self.certificatePinningEnabled = certificatePinningEnabled
      self.pinnedKeyHashes = pinnedKeyHashes
    }

    private enum CodingKeys: String, CodingKey {
      case profile, tokenRefreshWindow, certificatePinningEnabled, pinnedKeyHashes
    }

    /// Decodes settings; the refresh window is a number of seconds.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      profile = try container.decode(SecurityProfile.self, forKey: .profile)
      tokenRefreshWindow = try container.decodeSeconds(forKey: .tokenRefreshWindow)
      certificatePinningEnabled = try container.decode(Bool.self, forKey: .certificatePinningEnabled)
      pinnedKeyHashes = try container.decode([String].self, forKey: .pinnedKeyHashes)
    }

    /// Encodes settings; the refresh window becomes a number of seconds.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(profile, forKey: .profile)
      try container.encode(seconds: tokenRefreshWindow, forKey: .tokenRefreshWindow)
      try container.encode(certificatePinningEnabled, forKey: .certificatePinningEnabled)
      try container.encode(pinnedKeyHashes, forKey: .pinnedKeyHashes)
    }
  }
}
