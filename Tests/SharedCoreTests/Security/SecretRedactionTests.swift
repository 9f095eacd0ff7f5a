import Foundation
import SharedCore
import SharedTesting
import Testing

/// Values holding credentials never show them in `description`, `debugDescription` or `dump`.
@Suite struct SecretRedactionTests {
  static let secret = "s3cr3t-credential-value"

  static let holders: [(name: String, value: any Sendable)] = [
    ("AuthTokens", AuthTokens(accessToken: secret, refreshToken: secret, expiresAt: Date(timeIntervalSince1970: 0))),
    ("APIKeyStep", APIKeyStep(key: secret)),
    ("BasicAuthStep", BasicAuthStep(username: "user", password: secret)),
    ("LoyaltySignatureStep", LoyaltySignatureStep(webID: "web", apiKey: secret, crypto: RecordingCrypto())),
    (
      "HTTPHeaders",
      ["Authorization": "Bearer \(secret)", "X-API-Key": secret, "Accept": "application/json"] as HTTPHeaders
    ),
    (
      "HTTPRequest",
      HTTPRequest(
        url: URL(string: "https://api.test/v1")!, headers: ["Cookie": "session=\(secret)", "loyalty-signature": secret])
    ),
    (
      "BusinessTokenResponse",
      try? JSONDecoder().decode(
        BusinessTokenResponse.self,
        from: Data(#"{"accessToken": "\#(secret)", "refreshToken": "\#(secret)", "expiresIn": 900}"#.utf8))
    ),
  ]

  @Test(arguments: holders.indices)
  func renderingsNeverContainTheSecret(index: Int) {
    let (name, value) = Self.holders[index]
    for rendering in Self.renderings(of: value) {
      #expect(!rendering.contains(Self.secret), "\(name) leaked its secret: \(rendering)")
      #expect(rendering.contains("<redacted>"), "\(name) does not say what it hid: \(rendering)")
    }
  }

  @Test func headersKeepTheirOtherFieldsReadable() {
    let headers: HTTPHeaders = ["Accept": "application/json", "X-API-Key": Self.secret]
    #expect(headers.description == "[Accept: application/json, X-API-Key: <redacted>]")
  }

  @Test func aClientConfigurationDumpsItsStepsRedacted() {
    let configuration = APIClientConfiguration(
      baseURL: URL(string: "https://api.test")!, steps: [APIKeyStep(key: Self.secret)])
    for rendering in Self.renderings(of: configuration) {
      #expect(!rendering.contains(Self.secret))
    }
  }

  /// `description`, `debugDescription` and `dump`, the ways a value reaches logs and crash reports.
  static func renderings(of value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), dumped]
  }
}
