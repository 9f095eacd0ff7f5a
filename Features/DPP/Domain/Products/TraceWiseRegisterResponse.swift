/// The TraceWise API's answer to registering a product to a user.
public struct TraceWiseRegisterResponse: Codable, Sendable, Hashable {
  /// `registered` for a new registration, `already_registered` when the user already owns it.
  public let status: String

  /// Creates a response.
  public init(status: String) {
    self.status = status
  }
}
