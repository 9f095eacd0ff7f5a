import Foundation

/// ``SecureTokenStore``'s stored record: each token sealed on its own (`nonce || ciphertext ||
/// tag`); the expiry is not secret and stays readable for scheduling refreshes.
struct EncryptedTokenRecord: Codable, Sendable {
  static let currentVersion = 1

  /// A fresh encoder (encoders are not shared between tasks).
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = .sortedKeys
    return encoder
  }

  /// A fresh decoder matching ``encoder``.
  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }

  var version = currentVersion
  var accessToken: Data
  var refreshToken: Data?
  var expiresAt: Date?
}
