import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct JWTTests {
  private static let header = "eyJhbGciOiJIUzI1NiJ9"

  @Test(arguments: [
    // Padded and unpadded base64url payloads, integer and fractional NumericDates.
    ("eyJzdWIiOiJkZW1vIiwiZXhwIjoxNzAwMDAwMzAwfQ==", 1_700_000_300.0 as Double?, "demo" as String?),
    ("eyJzdWIiOiJkZW1vIiwiZXhwIjoxNzAwMDAwMzAwfQ", 1_700_000_300.0, "demo"),
    ("eyJzdWIiOiJkIiwiZXhwIjoxNzAwMDAwMzAwLjV9", 1_700_000_300.5, "d"),
    ("eyJzdWIiOiJ4In0", nil, "x"),
  ])
  func readsClaims(payload: String, exp: Double?, subject: String?) throws {
    let jwt = try JWT("\(Self.header).\(payload).sig")
    #expect(jwt.expiresAt == exp.map(Date.init(timeIntervalSince1970:)))
    #expect(jwt.subject == subject)
  }

  @Test(arguments: [
    ("only.two", JWTError.wrongPartCount(2)),
    ("a.b.c.d", .wrongPartCount(4)),
    ("h.!!!.s", .invalidBase64(part: "payload")),
    ("h.eyJzdWIiOiJ4In0==.s", .invalidBase64(part: "payload")),
    ("h.bm90IGpzb24.s", .invalidJSON(part: "payload")),
    ("h.eyJleHAiOiJzb29uIn0.s", .invalidClaim("exp")),
  ])
  func malformedTokensGiveTypedErrors(token: String, expected: JWTError) {
    #expect(throws: expected) { try JWT(token) }
  }

  @Test func expiryWindow() throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let jwt = try JWT(TestJWT.make(expiresAt: now.addingTimeInterval(240)))
    #expect(jwt.expires(within: .seconds(300), of: now))
    #expect(!jwt.expires(within: .seconds(60), of: now))
    let noExpiry = try JWT(TestJWT.make(expiresAt: nil))
    #expect(!noExpiry.expires(within: .seconds(1_000_000), of: now))
  }
}
