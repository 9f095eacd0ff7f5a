import DPPFeature
import Foundation
import SharedCore
import Testing

/// The DPP values holding an API key or tokens never show them in `description`,
/// `debugDescription` or `dump`.
@Suite struct DPPSecretRedactionTests {
  static let secret = "s3cr3t-credential-value"

  static let holders: [(name: String, value: any Sendable)] = [
    ("DPPConfiguration", DPPConfiguration(baseURL: URL(string: "https://api.test")!, apiKey: secret)),
    (
      "TraceWiseSDK.Config",
      TraceWiseSDK.Config(baseURL: "https://api.test", apiKey: secret, firebaseTokenProvider: { secret })
    ),
    ("TraceWiseTokenResponse", TraceWiseTokenResponse(accessToken: secret, refreshToken: secret, expiresIn: 900)),
    ("DPPModule(apiKey:)", DPPModule(apiKey: secret)),
    (
      "DPPModule(configuration:)",
      DPPModule(configuration: DPPConfiguration(baseURL: URL(string: "https://a.test")!, apiKey: secret))
    ),
  ]

  @Test(arguments: holders.indices)
  func renderingsNeverContainTheSecret(index: Int) {
    let (name, value) = Self.holders[index]
    var dumped = ""
    dump(value, to: &dumped)
    for rendering in [String(describing: value), String(reflecting: value), dumped] {
      #expect(!rendering.contains(Self.secret), "\(name) leaked its secret: \(rendering)")
      #expect(rendering.contains("<redacted>"), "\(name) does not say what it hid: \(rendering)")
    }
  }

  @Test func descriptionsKeepTheNonSecretSettings() {
    let configuration = DPPConfiguration(baseURL: URL(string: "https://api.test")!, apiKey: Self.secret)
    #expect(
      configuration.description
        == "DPPConfiguration(baseURL: https://api.test, resolverURL: https://api.test, apiKey: <redacted>, eventsPageSize: 20)"
    )
  }
}
