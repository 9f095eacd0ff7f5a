import Foundation
import SharedCore
import SharedPlatform
import Testing

/// SHA-256 (FIPS 180-4 / RFC 6234) and HMAC-SHA-256 (RFC 4231) vectors, copied from
/// `data/crypto/vectors.md` §A.1 and §A.2.
@Suite struct SystemCryptoDigestTests {
  let crypto = SystemCrypto()

  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
        + "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func sha256Vectors(message: String, expected: String) {
    #expect(crypto.sha256(Data(message.utf8)).hexString == expected)
  }

  @Test func sha256OfOneMillionAs() {
    let message = Data(repeating: 0x61, count: 1_000_000)
    #expect(crypto.sha256(message).hexString == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  static let hmacVectors: [(name: String, key: String, data: String, mac: String)] = [
    (
      "TC1", String(repeating: "0b", count: 20), "4869205468657265",
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    ),
    (
      "TC2", "4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    ),
    (
      "TC3", String(repeating: "aa", count: 20), String(repeating: "dd", count: 50),
      "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
    ),
    (
      "TC4", "0102030405060708090a0b0c0d0e0f10111213141516171819", String(repeating: "cd", count: 50),
      "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
    ),
    (
      "TC5 (truncated to 128 bits)", String(repeating: "0c", count: 20), "546573742057697468205472756e636174696f6e",
      "a3b6167473100ee06e0c796c2955552b"
    ),
    (
      "TC6", String(repeating: "aa", count: 131),
      "54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579202d2048617368204b6579204669727374",
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
    ),
    (
      "TC7", String(repeating: "aa", count: 131),
      "5468697320697320612074657374207573696e672061206c6172676572207468616e20626c6f636b2d73697a65206b6579"
        + "20616e642061206c6172676572207468616e20626c6f636b2d73697a6520646174612e20546865206b6579206e6565"
        + "647320746f20626520686173686564206265666f7265206265696e6720757365642062792074686520484d414320616c"
        + "676f726974686d2e",
      "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
    ),
  ]

  @Test(arguments: hmacVectors)
  func hmacSHA256Vectors(vector: (name: String, key: String, data: String, mac: String)) throws {
    let key = try #require(Data(hex: vector.key))
    let message = try #require(Data(hex: vector.data))
    let mac = crypto.hmacSHA256(key: key, message: message)
    #expect(mac.count == 32)
    // RFC 4231 TC5 publishes only the leftmost 128 bits; comparing the prefix covers it.
    #expect(mac.prefix(vector.mac.count / 2).hexString == vector.mac, "\(vector.name)")
  }

  @Test func hmacWithEmptyKeyAndMessageMatchesReference() {
    // Python: hmac.new(b"", b"", hashlib.sha256).hexdigest()
    #expect(
      crypto.hmacSHA256(key: Data(), message: Data()).hexString
        == "b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad"
    )
  }
}
