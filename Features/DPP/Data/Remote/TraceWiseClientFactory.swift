import Foundation
import SharedCore

/// Builds the `APIClient` that talks to TraceWise: the shared pipeline with the TraceWise error
/// envelope, retries (none on 4xx except 408/429) and the `X-API-Key` and bearer steps.
///
/// Chain, outermost first: `RetryStep` → `APIKeyStep` → `BearerTokenStep` (when a token
/// manager is given), so every attempt is signed afresh.
public enum TraceWiseClientFactory {
  /// A TraceWise client.
  /// - Parameters:
  ///   - baseURL: The API root (`https://api.tracewise.example`).
  ///   - apiKey: Sent as `X-API-Key` on endpoints that ask for it; `nil` sends none.
  ///   - tokens: Supplies bearer tokens; `nil` sends none (bearer endpoints then fail with 401).
  ///   - retry: The retry policy; the default retries 3 times with jittered backoff.
  ///   - sleeper: Waits between retries (an immediate one in tests).
  ///   - extraSteps: Steps placed outermost, e.g. logging or metrics.
  ///   - transport: Sends the requests.
  public static func makeClient(
    baseURL: URL,
    apiKey: String?,
    tokens: TokenManager?,
    retry: RetryPolicy = RetryPolicy(),
    sleeper: any Sleeper = TaskSleeper(),
    extraSteps: [any RequestStep] = [],
    transport: any Transport
  ) -> APIClient {
    var steps = extraSteps
    steps.append(RetryStep(policy: retry, sleeper: sleeper))
    if let apiKey { steps.append(APIKeyStep(key: apiKey)) }
    if let tokens { steps.append(BearerTokenStep(tokens: tokens)) }
    let configuration = APIClientConfiguration(
      baseURL: baseURL, steps: steps, errorMapper: JSONErrorEnvelopeMapper())
    return APIClient(configuration: configuration, transport: transport)
  }

  /// A token manager over `store` that refreshes through `POST /v1/auth/refresh` on a client
  /// without a bearer step (so a refresh never waits for itself).
  public static func makeTokenManager(
    store: any TokenStore,
    baseURL: URL,
    configuration: TokenManager.Configuration = TokenManager.Configuration(),
    transport: any Transport
  ) -> TokenManager {
    let authClient = makeClient(baseURL: baseURL, apiKey: nil, tokens: nil, retry: .never, transport: transport)
    return TokenManager(
      store: store, refresher: makeTokenRefresher(authClient: authClient), configuration: configuration)
  }

  /// The refresher of TraceWise's rotating refresh tokens: `POST /v1/auth/refresh` through
  /// `authClient`, which must have no bearer step.
  public static func makeTokenRefresher(authClient: APIClient) -> any TokenRefresher {
    EndpointTokenRefresher(client: authClient) { tokens in
      TraceWiseEndpoints.refresh(refreshToken: tokens.refreshToken ?? "")
    } tokens: { response, receivedAt in
      response.authTokens(receivedAt: receivedAt)
    }
  }
}
