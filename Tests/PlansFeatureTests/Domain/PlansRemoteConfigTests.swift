import Foundation
import PlansFeature
import PlansTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite("Remote configuration and experiments")
struct PlansRemoteConfigTests {
  let signer = PlansTestChain.configSigner
  let bucketing = PlansBucketing(crypto: SystemCrypto())

  func config(version: Int64, flag: Bool = true, maxAge: Int64 = 86_400) -> PlansRemoteConfig {
    PlansRemoteConfig(
      version: version, issuedAt: 1_767_225_600, maxAgeSeconds: maxAge, flags: ["new-paywall": flag],
      parameters: ["trialDays": 7],
      experiments: [
        PlansExperiment(
          id: "exp-paywall",
          variants: [
            .init(id: "control", weight: 5_000),
            .init(id: "annual-first", weight: 5_000, parameters: ["trialDays": 14]),
          ])
      ])
  }

  @Test func installsAVerifiedConfigurationAndAnswersFlagsThroughTheGate() async throws {
    let host = try PlansTestHost()
    #expect(await host.gate.decision(for: .flag("new-paywall")) == .init(isAllowed: false, reason: .defaultValue))
    try await host.gate.installConfig(json: try signer.json(config(version: 3)))
    #expect(
      await host.gate.decision(for: .flag("new-paywall")) == .init(isAllowed: true, reason: .remoteConfig(version: 3)))
    #expect(await host.gate.parameter("trialDays") == 7)
  }

  @Test func refusesATamperedConfiguration() async throws {
    let host = try PlansTestHost()
    var envelope = try signer.envelope(config(version: 3))
    envelope.payload = try JSONEncoder().encode(config(version: 3, flag: false))
    await #expect(throws: PlansRemoteConfigError.badSignature) {
      try await host.gate.installConfig(json: try JSONEncoder().encode(envelope))
    }
    var foreign = try signer.envelope(config(version: 3))
    foreign.keyId = "someone-else"
    await #expect(throws: PlansRemoteConfigError.unknownKey("someone-else")) {
      try await host.gate.installConfig(json: try JSONEncoder().encode(foreign))
    }
    #expect(await host.gate.snapshot().config == nil)
  }

  @Test func neverRollsBack() async throws {
    let host = try PlansTestHost()
    try await host.gate.installConfig(json: try signer.json(config(version: 5)))
    await #expect(throws: PlansRemoteConfigError.rollback(installed: 5, offered: 4)) {
      try await host.gate.installConfig(json: try signer.json(config(version: 4, flag: false)))
    }
    await #expect(throws: PlansRemoteConfigError.conflictingVersion(5)) {
      try await host.gate.installConfig(json: try signer.json(config(version: 5, flag: false)))
    }
    #expect(await host.gate.snapshot().config?.version == 5)
    // After a restart the installed version still bars older ones.
    let restarted = try PlansTestHost(database: host.database, time: host.time)
    try await restarted.gate.load()
    await #expect(throws: PlansRemoteConfigError.rollback(installed: 5, offered: 4)) {
      try await restarted.gate.installConfig(json: try signer.json(config(version: 4)))
    }
  }

  @Test func refusesWeightsThatDoNotAddUp() async throws {
    var bad = config(version: 1)
    bad.experiments[0].variants[1].weight = 4_999
    let host = try PlansTestHost()
    await #expect(
      throws: PlansRemoteConfigError.invalid(field: "experiments[0].variants", reason: "weights must add up to 10000")
    ) {
      try await host.gate.installConfig(json: try signer.json(bad))
    }
  }

  @Test func knowsItsAgeAndFallsBackToDefaultsPastItsMaximum() async throws {
    let host = try PlansTestHost()
    try await host.gate.installConfig(json: try signer.json(config(version: 1, maxAge: 3_600)))
    host.time.advance(by: .seconds(1_800))
    #expect(await host.gate.snapshot().configAgeMilliseconds == 1_800_000)
    #expect(await host.gate.can(.flag("new-paywall")))
    host.time.advance(by: .seconds(1_801))
    #expect(await host.gate.decision(for: .flag("new-paywall")).reason == .defaultValue)
  }

  @Test func bucketsMatchKnownAnswers() {
    #expect(bucketing.bucket(salt: "exp-checkout-v2", userID: "user-0") == 3843)
    #expect(bucketing.bucket(salt: "exp-checkout-v2", userID: "user-1") == 1203)
    #expect(bucketing.bucket(salt: "exp-paywall", userID: "42") == 7223)
    #expect(bucketing.bucket(salt: "", userID: "") == 4234)
  }

  @Test(arguments: [
    ("exp-checkout-v2", [5_000, 5_000], 10.828),
    ("exp-checkout-v2", [5_000, 3_000, 2_000], 13.816),
    ("exp-paywall", [2_500, 2_500, 2_500, 2_500], 16.266),
    ("exp-onboarding", [9_000, 1_000], 10.828),
  ])
  func splitsOneHundredThousandUsersByTheWeights(salt: String, weights: [Int], critical: Double) {
    let experiment = PlansExperiment(
      id: salt, variants: weights.enumerated().map { .init(id: "v\($0.offset)", weight: $0.element) })
    var counts = [String: Int]()
    let users = 100_000
    for index in 0..<users {
      if let variant = bucketing.variant(of: experiment, userID: "user-\(index)") {
        counts[variant.id, default: 0] += 1
      }
    }
    var chiSquare = 0.0
    for variant in experiment.variants {
      let expected = Double(users * variant.weight) / 10_000
      let observed = Double(counts[variant.id, default: 0])
      chiSquare += (observed - expected) * (observed - expected) / expected
    }
    #expect(chiSquare < critical, "χ² = \(chiSquare) at α = 0.001")
  }

  @Test func bucketingIsStable() {
    let experiment = config(version: 1).experiments[0]
    for index in 0..<1_000 {
      let user = "user-\(index)"
      #expect(
        bucketing.variant(of: experiment, userID: user)
          == PlansBucketing(crypto: SystemCrypto()).variant(of: experiment, userID: user))
    }
  }

  @Test func recordsOneExposurePerExperimentWithoutPersonalData() async throws {
    let host = try PlansTestHost()
    try await host.gate.installConfig(json: try signer.json(config(version: 1)))
    #expect(await host.gate.variant(of: "exp-paywall") == nil, "no user, no variant")
    await host.gate.identify(userID: "42")
    let variant = try #require(await host.gate.variant(of: "exp-paywall"))
    #expect(await host.gate.variant(of: "exp-paywall") == variant)
    #expect(await host.gate.parameter("trialDays") == (variant == "annual-first" ? 14 : 7))
    let restarted = try PlansTestHost(database: host.database, time: host.time)
    try await restarted.gate.load()
    await restarted.gate.identify(userID: "42")
    #expect(await restarted.gate.variant(of: "exp-paywall") == variant)
    let events = host.analytics.events + restarted.analytics.events
    #expect(events.count == 1)
    #expect(events.first?.name == PlansGate.exposureEventName)
    #expect(events.first?.parameters == ["experiment": "exp-paywall", "variant": variant, "configVersion": "1"])
    #expect(events.allSatisfy { !$0.parameters.values.contains("42") })
  }

  @Test func overriddenExperimentsRecordNoExposure() async throws {
    let host = try PlansTestHost()
    try await host.gate.installConfig(json: try signer.json(config(version: 1)))
    await host.gate.identify(userID: "42")
    await host.gate.setOverrides(PlansOverrides(variants: ["exp-paywall": "annual-first"]))
    #expect(await host.gate.variant(of: "exp-paywall") == "annual-first")
    #expect(await host.gate.parameter("trialDays") == 14)
    #expect(host.analytics.events.isEmpty)
  }
}
