import Foundation

/// A wallet's public key as the key database lists it.
public struct WalletPublicKeyInfo: Sendable, Hashable, Codable {
  /// The wallet's P-256 public key, base64.
  public var publicKey: String
  /// The wallet's blockchain address.
  public var walletAddress: String
  /// When the entry last changed.
  public var lastUpdated: Date

  /// Creates an entry.
  public init(publicKey: String, walletAddress: String, lastUpdated: Date) {
    self.publicKey = publicKey
    self.walletAddress = walletAddress
    self.lastUpdated = lastUpdated
  }
}
