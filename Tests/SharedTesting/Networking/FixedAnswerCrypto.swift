import Foundation
import SharedCore

/// A ``CryptoProvider`` that answers from a table of known digests (computed offline), for Core
/// tests that must not depend on the platform implementation. Unknown inputs yield empty data,
/// which makes any assertion on the result fail visibly.
public struct FixedAnswerCrypto: CryptoProvider {
  private let digests: [Data: Data]
  private let macs: [Data: Data]

  /// Creates the fake from `sha256` (input → digest) and `hmac` (key + message → MAC) tables.
  public init(sha256: [Data: Data] = [:], hmac: [Data: Data] = [:]) {
    digests = sha256
    macs = hmac
  }

  /// The tabled digest of `data`, or empty data.
  public func sha256(_ data: Data) -> Data { digests[data] ?? Data() }

  /// The tabled MAC of `key + message`, or empty data.
  public func hmacSHA256(key: Data, message: Data) -> Data { macs[key + message] ?? Data() }
}
