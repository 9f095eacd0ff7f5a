import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature

@Suite("The canonical signing input is unambiguous; the signature encoding has one form")
struct WalletTokenSigningTests {
  private static let alphabet = Array("ab:\n1 0é")

  private static func randomText(_ random: inout SeededGenerator) -> String {
    String((0..<Int.random(in: 0...4, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
  }

  private static func randomToken(_ random: inout SeededGenerator) -> WalletOfflineToken {
    WalletOfflineToken(
      id: randomText(&random), amount: Money(minorUnits: Int64.random(in: 0...120, using: &random), currency: .inr),
      ownerId: randomText(&random), keyId: randomText(&random),
      createdAt: Date(timeIntervalSince1970: Double(Int.random(in: 0...3, using: &random))),
      expiresAt: Date(timeIntervalSince1970: Double(Int.random(in: 0...3, using: &random))), signature: "")
  }

  @Test("distinct tokens never share a signing input (5,000 seeded tokens of colons, newlines and digits)")
  func injective() throws {
    var random = SeededGenerator(seed: 14)
    var seen: [Data: WalletOfflineToken] = [:]
    for _ in 0..<5_000 {
      let token = Self.randomToken(&random)
      let input = try WalletTokenSigning.signingInput(for: token)
      if let earlier = seen[input] { #expect(earlier == token, "two tokens share \(input)") }
      seen[input] = token
    }
    #expect(seen.count > 1_000)
  }

  @Test("fields that would run together unprefixed stay apart")
  func boundaries() throws {
    let date = Date(timeIntervalSince1970: 0)
    let amount = Money(minorUnits: 1, currency: .inr)
    let first = WalletOfflineToken(
      id: "a\n1:b", amount: amount, ownerId: "c", keyId: "k", createdAt: date, expiresAt: date, signature: "")
    let second = WalletOfflineToken(
      id: "a", amount: amount, ownerId: "b\n1:c", keyId: "k", createdAt: date, expiresAt: date, signature: "")
    #expect(try WalletTokenSigning.signingInput(for: first) != WalletTokenSigning.signingInput(for: second))
  }

  @Test("signatures: 64 bytes with a low S only")
  func signatureEncoding() throws {
    let aboveHalfOrder = Data(repeating: 0x11, count: 32) + Data([0x7F]) + Data(repeating: 0xFF, count: 31)
    let high = Data(repeating: 0x11, count: 32) + Data([0x80]) + Data(repeating: 0x00, count: 31)
    #expect(throws: WalletTokenRefusal.self) { try WalletTokenSigning.decodeSignature(Self.base64URL(high)) }
    #expect(throws: WalletTokenRefusal.self) { try WalletTokenSigning.decodeSignature(Self.base64URL(aboveHalfOrder)) }
    let halfOrder = Data([
      0x7F, 0xFF, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
      0xDE, 0x73, 0x7D, 0x56, 0xD3, 0x8B, 0xCF, 0x42, 0x79, 0xDC, 0xE5, 0x61, 0x7E, 0x31, 0x92, 0xA8,
    ])
    let atBoundary = Data(repeating: 0x11, count: 32) + halfOrder
    #expect(try WalletTokenSigning.decodeSignature(Self.base64URL(atBoundary)) == atBoundary)
    var aboveBoundary = halfOrder
    aboveBoundary[31] = 0xA9
    #expect(throws: WalletTokenRefusal.self) {
      try WalletTokenSigning.decodeSignature(Self.base64URL(Data(repeating: 0x11, count: 32) + aboveBoundary))
    }
    #expect(throws: WalletTokenRefusal.self) { try WalletTokenSigning.decodeSignature(Self.base64URL(Data(count: 63))) }
  }

  private static func base64URL(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }
}
