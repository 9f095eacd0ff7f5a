/// Which checks a token passed: the backend's answer, and the same four checks made on the device.
public struct WalletTokenValidationDetails: Sendable, Hashable, Codable {
  /// The issuer's signature verifies.
  public var signatureValid: Bool
  /// The token has not expired.
  public var notExpired: Bool
  /// The token has not been spent (on the backend, or in this device's guard).
  public var notSpent: Bool
  /// The token is made out to the wallet checking it.
  public var ownershipValid: Bool

  /// Creates the details.
  public init(signatureValid: Bool, notExpired: Bool, notSpent: Bool, ownershipValid: Bool) {
    self.signatureValid = signatureValid
    self.notExpired = notExpired
    self.notSpent = notSpent
    self.ownershipValid = ownershipValid
  }

  /// Whether every check passed.
  public var allPassed: Bool { signatureValid && notExpired && notSpent && ownershipValid }
}
