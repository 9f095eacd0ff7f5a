import SharedCore
import Testing

@Suite struct LogMaskerTests {
  let masker = LogMasker()

  @Test(arguments: [
    // Authorization schemes
    ("Authorization: Bearer abc.def-123_456", "Authorization: ***"),
    ("sending Bearer 9f8e7d6c5b4a3210 to api", "sending Bearer *** to api"),
    ("header Basic dXNlcjpwYXNzd29yZA==", "header Basic ***"),
    ("a basic setup", "a basic setup"),
    // JWTs
    (
      "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c ok",
      "token *** ok"
    ),
    // URL credentials
    ("proxy https://ann:hunter2@proxy.example.com:8080/x", "proxy https://***@proxy.example.com:8080/x"),
    // key=value, JSON and query strings
    (#"{"username":"ann","password":"hunter 2"}"#, #"{"username":"ann","password":"***"}"#),
    (#"{"access_token": "abc123", "expires_in": 3600}"#, #"{"access_token": "***", "expires_in": 3600}"#),
    ("GET /v1/me?access_token=abc123&lang=en", "GET /v1/me?access_token=***&lang=en"),
    ("refresh_token=r1&client_secret=s2", "refresh_token=***&client_secret=***"),
    ("x-api-key: k-123 region=eu", "x-api-key: *** region=eu"),
    ("apiKey=AKIA123 user=ann", "apiKey=*** user=ann"),
    ("Cookie: session=abc; theme=dark", "Cookie: ***; theme=dark"),
    ("cvv=123 pan=4111111111111111", "cvv=*** pan=***"),
    ("'password': 'p@ss'", "'password': '***'"),
    // Card numbers (Luhn-valid), with and without separators
    ("card 4111111111111111 charged", "card ****1111 charged"),
    ("card 4111 1111 1111 1111 charged", "card ****1111 charged"),
    ("card 5500-0000-0000-0004.", "card ****0004."),
    ("amex 378282246310005", "amex ****0005"),
    // Left alone
    ("order 4111111111111112 shipped", "order 4111111111111112 shipped"),
    ("id 123456789012 is short", "id 123456789012 is short"),
    ("GET https://api.example.com/v1/items?page=2", "GET https://api.example.com/v1/items?page=2"),
    ("refreshed in 04:40:00", "refreshed in 04:40:00"),
    ("", ""),
  ])
  func masksSecretsInText(input: String, expected: String) {
    #expect(masker.mask(input) == expected)
  }

  @Test(arguments: [
    "authorization", "Authorization", "password", "token", "access_token", "refresh_token", "apiKey",
    "X-API-Key", "secret", "client_secret", "cookie", "Set-Cookie", "card", "pan", "cvv", "id_token",
  ])
  func masksValuesOfSensitiveMetadataKeys(key: String) {
    #expect(masker.mask(metadata: [key: "s3cr3t value"]) == [key: LogMasker.redaction])
  }

  @Test func masksSecretsInsideOtherMetadataValues() {
    let masked = masker.mask(metadata: ["url": "/me?token=abc", "status": "200", "span": "x"])
    #expect(masked == ["url": "/me?token=***", "status": "200", "span": "x"])
  }

  @Test func masksWholeRecords() {
    let record = LogRecord(
      level: .info, category: "http", message: "Bearer abcdefgh12345678",
      metadata: ["Authorization": "Bearer abcdefgh12345678"])
    let masked = masker.mask(record)
    #expect(masked.message == "Bearer ***")
    #expect(masked.metadata == ["Authorization": "***"])
    #expect(masked.level == .info && masked.category == "http")
  }

  @Test func customKeysExtendTheStandardSet() {
    let custom = LogMasker(sensitiveKeys: SensitiveKeys(exactNames: ["iban"], fragments: ["token"]))
    #expect(custom.mask("iban=DE89370400440532013000 name=ann") == "iban=*** name=ann")
    #expect(custom.mask("password=x") == "password=x")
  }

  @Test(arguments: [
    ("4111111111111111", true), ("4111111111111112", false), ("79927398713", true), ("0", true), ("", false),
  ])
  func luhnCheck(digits: String, valid: Bool) {
    let masked = masker.mask("n \(digits)")
    // Only 13–19 digit numbers are candidates; the rest are never masked.
    let isCandidate = (13...19).contains(digits.count)
    #expect((masked != "n \(digits)") == (isCandidate && valid))
  }
}
