import Foundation
import SharedCore

/// Deterministic bucketing of users into experiment variants: the same user gets the same variant
/// on every device and after every restart, and users split by the variants' weights.
///
/// `bucket = UInt64(big-endian first 8 bytes of SHA-256(UTF-8(salt + "." + userID))) % 10_000`;
/// the variant is the first whose cumulative weight exceeds the bucket. (Statsig's scheme; the
/// modulo bias is below 10⁻¹⁵.) The user id is hashed, never sent anywhere.
public struct PlansBucketing: Sendable {
  /// The number of buckets: weights are in basis points.
  public static let buckets = 10_000

  private let crypto: any CryptoProvider

  /// Creates the bucketing over the platform's SHA-256.
  public init(crypto: any CryptoProvider) {
    self.crypto = crypto
  }

  /// The user's bucket for `salt`, in `0..<10_000`.
  public func bucket(salt: String, userID: String) -> Int {
    let digest = crypto.sha256(Data("\(salt).\(userID)".utf8))
    let value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return Int(value % UInt64(Self.buckets))
  }

  /// The variant of `experiment` the user falls in.
  public func variant(of experiment: PlansExperiment, userID: String) -> PlansExperiment.Variant? {
    let bucket = bucket(salt: experiment.salt ?? experiment.id, userID: userID)
    var cumulative = 0
    for variant in experiment.variants {
      cumulative += variant.weight
      if bucket < cumulative { return variant }
    }
    return experiment.variants.last
  }
}
