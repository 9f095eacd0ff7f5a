/// The backend's answer to `POST /tokens/validate`.
public struct WalletTokenValidation: Sendable, Hashable, Codable {
  /// Whether the token is valid.
  public var valid: Bool
  /// The token as the backend knows it.
  public var token: WalletValidatedToken
  /// Which checks passed.
  public var validationDetails: WalletTokenValidationDetails

  /// Creates a validation answer.
  public init(valid: Bool, token: WalletValidatedToken, validationDetails: WalletTokenValidationDetails) {
    self.valid = valid
    self.token = token
    self.validationDetails = validationDetails
  }
}
