import Foundation
import PlansFeature
import PlansTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The module's registrations, composed with the platform as an app composes them.
@Suite struct PlansModuleTests {
  @Test func theComposedContainerVerifiesAndTheGateAnswersFromAVerifiedPurchase() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plans-module-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let time = PlansTestTimeSource(wallClock: PlansSamples.start.date)
    var builder = ContainerBuilder()
    try builder.include(
      PlatformModule(applicationID: "org.sharedcore.plans", dataDirectory: directory, configuration: .testing))
    try builder.include(PlansModule(configuration: PlansTestHost.configuration()))
    builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in InMemorySecureStorage() }
    builder.register((any DeviceTimeSource).self) { _ in time }
    let container = try builder.build()
    let report = container.verify()
    #expect(report.isEmpty, "\(report)")
    let gate = try container.resolve(PlansGate.self)
    #expect(try container.resolve(PlansGate.self) === gate)
    try await gate.load()
    try await gate.install(
      transactions: [try PlansTestChain.good.sign(transaction: PlansSamples.monthly())], confirmsAll: true)
    #expect(await gate.can(.eInvoice))
    #expect(try container.resolve(PlansConfiguration.self).bundleID == PlansSamples.bundleID)
  }

  @Test func refusesARemoteConfigKeyThatIsNotP256() throws {
    var configuration = PlansTestHost.configuration()
    configuration.remoteConfigKeys = ["bad": Data([1, 2, 3])]
    let container = try Container(modules: [
      PlatformModule(
        applicationID: "org.sharedcore.plans", dataDirectory: FileManager.default.temporaryDirectory,
        configuration: .testing),
      PlansModule(configuration: configuration),
    ])
    #expect(throws: (any Error).self) { try container.resolve(PlansRemoteConfigVerifier.self) }
  }
}
