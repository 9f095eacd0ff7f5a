import Foundation
import SharedCore

/// Exchanges the loyalty refresh token at `POST /oauth/{appUUID}/token`, trying again after each
/// of ``WarplyTokenConfig/retryDelays`` (each held to 0…3600 s, validated or not) when the failure
/// is transient (network, 5xx); a rejected grant (400, 401, 403) is final at once, so the token
/// manager clears the tokens. Failures are ``WarplyTokenRefreshError``s: `noTokensAvailable`, the
/// rejection or unreadable answer, or `maxRetriesExceeded` with the last transient failure.
public struct LoyaltyTokenRefresher: TokenRefresher {
  private let client: APIClient
  private let configuration: LoyaltyConfiguration
  private let sleeper: any Sleeper

  /// Creates the refresher.
  /// - Parameters:
  ///   - client: A loyalty client without a bearer step and without retries.
  ///   - configuration: The app UUID and the retry delays.
  ///   - sleeper: Waits between attempts.
  public init(client: APIClient, configuration: LoyaltyConfiguration, sleeper: any Sleeper = TaskSleeper()) {
    self.client = client
    self.configuration = configuration
    self.sleeper = sleeper
  }

  /// Refreshes `tokens`, retrying transient failures after the configured delays.
  public func refresh(_ tokens: AuthTokens) async throws -> AuthTokens {
    guard let refreshToken = tokens.refreshToken else { throw WarplyTokenRefreshError.noTokensAvailable }
    let placeholders = LoyaltyPlaceholders(
      appUUID: configuration.appUUID, webID: configuration.merchantID, refreshToken: refreshToken)
    let endpoint = try LoyaltyRoute.refreshToken.endpoint(placeholders: placeholders)
    var lastError = AppError.network(.other("no refresh attempt was made"))
    let delays = configuration.sdk.tokenConfig.retryDelays
    for delay in delays {
      let wait = Duration.loyaltySeconds(delay, within: WarplyTokenConfig.retryDelayRange)
      if wait > .zero { try await sleeper.sleep(for: wait) }
      do {
        let response = try await client.send(endpoint)
        return try LoyaltyTokenResponse.tokens(from: response)
      } catch {
        lastError = error
        guard Self.isTransient(error) else { throw WarplyTokenRefreshError(error) }
      }
    }
    throw WarplyTokenRefreshError.maxRetriesExceeded(attempts: delays.count, last: lastError)
  }

  private static func isTransient(_ error: AppError) -> Bool {
    switch error {
    case .unauthorized, .forbidden, .validation, .cancelled, .decoding: false
    case .server(let status, _, _, _): status >= 500
    default: true
    }
  }
}
