import SharedCore
import SharedTesting
import Testing
import WalletFeature

@Suite struct WalletPerformanceMonitorTests {
  private let balance = "wallet GET /wallet/{walletId}/balance"

  @Test func keepsTheLastHundredLatenciesPerEndpointAndTheirAverage() async {
    let metrics = LatencyMetrics()
    let monitor = WalletPerformanceMonitor(metrics: metrics)
    for milliseconds in 1...150 { await metrics.record(.milliseconds(milliseconds), for: balance) }
    let history = await monitor.latencyHistory(for: balance)
    #expect(history.count == 100)
    #expect(history.first == .milliseconds(51) && history.last == .milliseconds(150), "the oldest are dropped")
    #expect(await monitor.averageResponseTime(for: balance) == .microseconds(100_500))
    #expect(await monitor.averageResponseTime(for: "wallet GET /never") == nil)
  }

  @Test func reportsOnlyWalletEndpointsSlowerThanTheThresholdOnAverage() async {
    let metrics = LatencyMetrics()
    let monitor = WalletPerformanceMonitor(metrics: metrics)
    await metrics.record(.seconds(3), for: balance)
    await metrics.record(.seconds(2), for: balance)
    await metrics.record(.seconds(1), for: "wallet GET /security/recommendations")
    await metrics.record(.seconds(9), for: "GET /v1/products")
    #expect(await monitor.slowEndpoints() == [balance: .milliseconds(2_500)])
    #expect(await monitor.slowEndpoints(threshold: .milliseconds(500)).count == 2)
    #expect(await monitor.endpoints() == ["wallet GET /security/recommendations", balance])
  }

  @Test func averagesMatchASeededReference() async {
    var generator = SeededGenerator(seed: 14)
    let metrics = LatencyMetrics()
    let monitor = WalletPerformanceMonitor(metrics: metrics)
    var samples: [Int64] = []
    for _ in 0..<250 {
      let microseconds = Int64.random(in: 1...5_000_000, using: &generator)
      samples.append(microseconds)
      await metrics.record(.microseconds(microseconds), for: balance)
    }
    let kept = samples.suffix(100)
    let expected = Duration.microseconds(kept.reduce(0, +)) / 100
    #expect(await monitor.averageResponseTime(for: balance) == expected)
  }
}
