import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct EndpointTokenRefresherTests {
  private struct TokenResponse: Decodable, Sendable {
    var accessToken: String
    var refreshToken: String
    var expiresIn: Int
  }

  private func refresher(_ transport: StubTransport) -> EndpointTokenRefresher<TokenResponse> {
    let client = APIClient(
      configuration: APIClientConfiguration(baseURL: URL(string: "https://api.test")!), transport: transport)
    return EndpointTokenRefresher(client: client, now: { Date(timeIntervalSince1970: 1000) }) { tokens in
      Endpoint<TokenResponse>(.post, literalPath: "/v1/auth/refresh").jsonBody([
        "refreshToken": tokens.refreshToken ?? ""
      ])
    } tokens: { response, receivedAt in
      AuthTokens(
        accessToken: response.accessToken, refreshToken: response.refreshToken,
        expiresAt: receivedAt.addingTimeInterval(TimeInterval(response.expiresIn)))
    }
  }

  @Test func exchangesTheRefreshTokenForANewPair() async throws {
    let transport = StubTransport()
    await transport.on(
      .post, "/v1/auth/refresh", reply: .json(#"{"accessToken":"a2","refreshToken":"r2","expiresIn":900}"#))
    let fresh = try await refresher(transport).refresh(AuthTokens(accessToken: "a1", refreshToken: "r1"))
    #expect(fresh == AuthTokens(accessToken: "a2", refreshToken: "r2", expiresAt: Date(timeIntervalSince1970: 1900)))
    let body = try #require(await transport.requests.first?.body)
    #expect(String(decoding: body, as: UTF8.self) == #"{"refreshToken":"r1"}"#)
  }

  @Test func invalidGrantAndMissingRefreshTokensAreRejections() async {
    let transport = StubTransport()
    await transport.on(.post, "/v1/auth/refresh", reply: .error(400, code: "INVALID_GRANT"))
    await #expect(
      throws: AppError.server(
        status: 400, code: "INVALID_GRANT", message: "Stubbed failure", correlationID: "stub-correlation-id")
    ) {
      try await refresher(transport).refresh(AuthTokens(accessToken: "a1", refreshToken: "r1"))
    }
    await #expect(throws: AppError.unauthorized) {
      try await refresher(transport).refresh(AuthTokens(accessToken: "a1"))
    }
  }
}
