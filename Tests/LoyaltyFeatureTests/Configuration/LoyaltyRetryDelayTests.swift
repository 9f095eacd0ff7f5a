import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// Retry delays are bounded by validation, and no delay, validated or not, crashes the refresh.
@Suite("Token refresh retry delays are bounded and never crash")
struct LoyaltyRetryDelayTests {
  @Test(arguments: [1e300, 3600.5, -1, .infinity])
  func aRetryDelayOutsideZeroToAnHourIsRefusedNamingIt(delay: Double) {
    var configuration = WarplyConfiguration.production
    configuration.tokenConfig.retryDelays = [0, 1, delay]
    #expect(throws: WarplyConfigurationError.invalidRetryDelay(field: "tokenConfig.retryDelays[2]", value: delay)) {
      try configuration.validate()
    }
  }

  @Test func theNetworkRetryDelayIsBoundedToo() {
    var configuration = WarplyConfiguration.production
    configuration.networkConfig.retryDelay = 1e300
    #expect(throws: WarplyConfigurationError.invalidRetryDelay(field: "networkConfig.retryDelay", value: 1e300)) {
      try configuration.validate()
    }
  }

  @Test func anHourIsTheLongestValidDelay() throws {
    var configuration = WarplyConfiguration.production
    configuration.tokenConfig.retryDelays = [0, 0.0005, 3600]
    configuration.networkConfig.retryDelay = 3600
    try configuration.validate()
  }

  @Test func theRefresherWaitsEachDelayAndNeverTrapsOnAHugeOne() async throws {
    let transport = StubTransport()
    await transport.on(.post, "/oauth/*/token", reply: .status(503))
    let client = APIClient(
      configuration: APIClientConfiguration(
        baseURL: LoyaltyFakeBackend.baseURL, errorMapper: JSONErrorEnvelopeMapper()),
      transport: transport)
    var configuration = LoyaltySamples.configuration
    configuration.sdk.tokenConfig.maxRetryAttempts = 3
    configuration.sdk.tokenConfig.retryDelays = [0, 3600, 1e300]
    let sleeper = ImmediateSleeper()
    let refresher = LoyaltyTokenRefresher(client: client, configuration: configuration, sleeper: sleeper)

    await #expect(throws: WarplyTokenRefreshError.self) {
      try await refresher.refresh(AuthTokens(accessToken: "a", refreshToken: "r", expiresAt: nil))
    }

    let delays = await sleeper.delays
    #expect(delays.first == .seconds(3600))
    #expect(delays.count == 2 && delays.allSatisfy { $0 <= .seconds(3600) })
  }

  @Test func aModuleWithAnInvalidConfigurationIsRefusedWhenComposed() async throws {
    var configuration = LoyaltySamples.configuration
    configuration.sdk.tokenConfig.refreshThresholdMinutes = .infinity
    await #expect(throws: WarplyConfigurationError.invalidRefreshThreshold(.infinity)) {
      _ = try await Container.loyaltyTesting(configuration: configuration)
    }
    configuration = LoyaltySamples.configuration
    configuration.sdk.tokenConfig.retryDelays = [1e300]
    await #expect(throws: WarplyConfigurationError.self) {
      _ = try await Container.loyaltyTesting(configuration: configuration)
    }
  }
}
