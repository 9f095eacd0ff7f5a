import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature

@Suite("The signature's base64url: one text per signature, read exactly")
struct WalletSignatureEncodingTests {
  private static func base64URL(_ bytes: [UInt8], padded: Bool) -> String {
    let text = Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    return padded ? text : text.replacingOccurrences(of: "=", with: "")
  }

  @Test("seeded low-S signatures decode to their bytes, padded or not", arguments: [UInt64(5), 6, 7])
  func roundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<200 {
      var bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &random) }
      bytes[32] = UInt8.random(in: 0...0x7E, using: &random)  // a low S
      for padded in [false, true] {
        let text = Self.base64URL(bytes, padded: padded)
        #expect(try WalletTokenSigning.decodeSignature(text) == Data(bytes))
        #expect(Data(base64URLEncoded: text) == Data(bytes), "the same as SharedCore's decoder")
      }
    }
  }

  @Test("texts that are not exactly one signature's encoding are refused")
  func refusals() throws {
    let bytes = [UInt8](repeating: 0x11, count: 64)
    let text = Self.base64URL(bytes, padded: false)
    #expect(text.count == 86)
    let lastBitSet = String(text.dropLast()) + "R"  // "Q" with an unused bit set
    let malformed = [
      String(text.dropLast()) + "+",  // base64, not base64url
      text + "=",  // padding that does not complete the group
      text + "===",
      String(text.prefix(40)) + "=" + String(text.dropFirst(41)),  // padding inside
      String(text.dropLast()),  // a length no encoding has
      lastBitSet,
      "",
    ]
    for candidate in malformed {
      #expect(throws: WalletTokenRefusal.self, "\(candidate)") { try WalletTokenSigning.decodeSignature(candidate) }
    }
    #expect(try WalletTokenSigning.decodeSignature(text + "==") == Data(bytes))
  }
}
