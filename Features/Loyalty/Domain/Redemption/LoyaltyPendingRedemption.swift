import Foundation

/// A redemption intent with its idempotency key, written before the first attempt and removed
/// only once the platform's answer is known.
public struct LoyaltyPendingRedemption: Sendable, Hashable, Codable {
  /// The intent.
  public var request: LoyaltyRedemptionRequest
  /// The `Idempotency-Key` every attempt of this intent sends.
  public var idempotencyKey: String
  /// When the intent was first made.
  public var createdAt: Date
  /// The user who made it (their ``LoyaltyAccount/userID``); only that user's session sends it.
  public var owner: String

  /// Creates a record.
  public init(request: LoyaltyRedemptionRequest, idempotencyKey: String, createdAt: Date, owner: String) {
    self.request = request
    self.idempotencyKey = idempotencyKey
    self.createdAt = createdAt
    self.owner = owner
  }
}
