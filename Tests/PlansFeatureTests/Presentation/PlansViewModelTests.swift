import Foundation
import PlansFeature
import PlansTesting
import SharedCore
import SharedPlatform
import Testing

/// The plan screen follows the gate.
@MainActor @Suite struct PlansViewModelTests {
  @Test func followsTheGateLive() async throws {
    let host = try PlansTestHost()
    try await host.gate.load()
    let client = APIClient(
      configuration: APIClientConfiguration(baseURL: URL(fileURLWithPath: "/")), transport: URLSessionTransport())
    let model = PlansViewModel(
      gate: host.gate,
      sync: PlansSyncService(client: client, gate: host.gate, store: host.store, crypto: SystemCrypto()))
    model.start()
    try await host.gate.install(
      transactions: [try PlansTestChain.good.sign(transaction: PlansSamples.monthly())], confirmsAll: true)
    let deadline = ContinuousClock.now + .seconds(30)
    while model.state.snapshot.value?.plan.id != "pro", ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(model.state.snapshot.value?.plan.id == "pro")
    #expect(model.state.snapshot.value?.can(.eInvoice) == true)
  }
}
