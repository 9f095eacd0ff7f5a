import Foundation

/// The output of AES-256-GCM sealing: a 12-byte nonce, the ciphertext and a 16-byte tag.
///
/// The ``combined`` representation is `nonce || ciphertext || tag`, the layout CryptoKit's
/// `AES.GCM.SealedBox.combined` uses, so boxes move freely between platforms (NIST SP 800-38D).
public struct AESGCMSealedBox: Sendable, Hashable {
  /// The nonce length every sealed box uses (96 bits, the length SP 800-38D recommends).
  public static let nonceByteCount = 12
  /// The authentication tag length (128 bits).
  public static let tagByteCount = 16

  /// `nonce || ciphertext || tag`, indexed from 0.
  public let combined: Data

  /// The 12-byte nonce the box was sealed with (a copy indexed from 0).
  public var nonce: Data { Data(combined[0..<Self.nonceByteCount]) }
  /// The encrypted bytes, as long as the plaintext (a copy indexed from 0).
  public var ciphertext: Data { Data(combined[Self.nonceByteCount..<(combined.count - Self.tagByteCount)]) }
  /// The 16-byte authentication tag (a copy indexed from 0).
  public var tag: Data { Data(combined[(combined.count - Self.tagByteCount)...]) }

  /// Creates a box from its parts, checking their lengths.
  /// - Throws: ``CryptoError/invalidNonce(actual:)`` unless `nonce` is 12 bytes;
  ///   ``CryptoError/invalidSealedBox(reason:)`` unless `tag` is 16 bytes.
  public init(nonce: Data, ciphertext: Data, tag: Data) throws(CryptoError) {
    guard nonce.count == Self.nonceByteCount else { throw .invalidNonce(actual: nonce.count) }
    guard tag.count == Self.tagByteCount else {
      throw .invalidSealedBox(reason: "tag must be \(Self.tagByteCount) bytes, got \(tag.count)")
    }
    var combined = Data(capacity: nonce.count + ciphertext.count + tag.count)
    combined.append(nonce)
    combined.append(ciphertext)
    combined.append(tag)
    self.combined = combined
  }

  /// Takes a combined representation (`nonce || ciphertext || tag`) as it is, without copying
  /// unless it is a slice that does not start at index 0.
  /// - Throws: ``CryptoError/invalidSealedBox(reason:)`` when `combined` is shorter than 28 bytes.
  public init(combined: Data) throws(CryptoError) {
    let overhead = Self.nonceByteCount + Self.tagByteCount
    guard combined.count >= overhead else {
      let reason = "combined representation must be at least \(overhead) bytes, got \(combined.count)"
      throw .invalidSealedBox(reason: reason)
    }
    self.combined = combined.zeroBased
  }
}

extension Data {
  /// These bytes indexed from 0: `self` when it already is (sharing its storage), else a copy.
  fileprivate var zeroBased: Data { startIndex == 0 ? self : subdata(in: startIndex..<endIndex) }
}
