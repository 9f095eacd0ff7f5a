/// Verified signed data: the decoded value and the JWS it was verified from (kept to store, send
/// to the backend and verify again later).
public struct PlansSigned<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The decoded, verified payload.
  public let value: Value
  /// The compact JWS it came from.
  public let jws: String

  /// Pairs a verified value with its JWS.
  public init(value: Value, jws: String) {
    self.value = value
    self.jws = jws
  }
}
