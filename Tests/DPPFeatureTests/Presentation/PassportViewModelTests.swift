import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The passport screen: registration, recording (online and queued), sync and EPCIS export.
@MainActor
@Suite struct PassportViewModelTests {
  let harness = TraceWiseHarness()
  let id = DPPProductID(gtin: TraceWiseHarness.gtin, serial: "SN-1001")

  private func makeViewModel(outbox: InMemoryOutboxStore = InMemoryOutboxStore()) -> DPPPassportViewModel {
    let queue = DPPOutboxEventQueue(store: outbox, events: harness.events)
    return DPPPassportViewModel(
      id: id, loader: harness.makeLoader(), register: RegisterDPPProduct(products: harness.products),
      record: RecordLifecycleEvent(events: harness.events, queue: queue, crypto: SystemCrypto()),
      export: ExportEPCISDocument(events: harness.events))
  }

  @Test func registerMovesThroughLoadingToSuccessOrConflict() async throws {
    await harness.transport.on(.post, "/v1/products/register", reply: .json(#"{"status":"registered"}"#, status: 201))
    let viewModel = makeViewModel()
    let sequence = await states(of: viewModel, after: { viewModel.send(.register(userId: "demo")) }) {
      !$0.registration.isLoading && $0.registration != .idle
    }
    let registered = TraceWiseRegisterResponse(status: "registered")
    #expect(sequence.map(\.registration) == [.idle, .loading(previous: nil), .success(registered)])

    await harness.transport.on(
      .post, "/v1/products/register",
      reply: .error(
        409, code: "ALREADY_REGISTERED",
        message: "Registered to another user"))
    let again = await states(of: viewModel, after: { viewModel.send(.register(userId: "demo")) }) {
      $0.registration.error != nil
    }
    #expect(
      again.last?.registration
        == .failed(
          .conflict(message: "Registered to another user"),
          previous: TraceWiseRegisterResponse(status: "registered")))
  }

  @Test func recordingReloadsTheEvents() async throws {
    try await harness.stubCatalogue(eventCount: 1)
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    let viewModel = makeViewModel()
    let sequence = await states(of: viewModel, after: { viewModel.send(.recordEvent(sampleEvent())) }) {
      $0.recording.isSuccess && $0.details.events.isSuccess
    }
    guard case .success(.recorded(let response), _) = sequence.last?.recording else {
      Issue.record("expected a recorded outcome")
      return
    }
    #expect(response.id == "e-new")
    #expect(await harness.transport.requests(.get, "/v1/events/*").count == 1)
  }

  @Test func offlineRecordingIsQueuedAndSyncedLater() async throws {
    await harness.transport.on(.post, "/v1/events", reply: .fail(.network(.offline)))
    await harness.transport.on(.get, "/v1/events/*", reply: .json(TraceWiseJSON.eventsPage(count: 0)))
    let outbox = InMemoryOutboxStore()
    let viewModel = makeViewModel(outbox: outbox)
    let recorded = await states(of: viewModel, after: { viewModel.send(.recordEvent(sampleEvent())) }) {
      $0.recording.isSuccess
    }
    guard case .success(.queued, _) = recorded.last?.recording else {
      Issue.record("expected the event to be queued")
      return
    }
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    let synced = await states(of: viewModel, after: { viewModel.send(.syncPendingEvents) }) { $0.sync.isSuccess }
    #expect(synced.last?.sync.value?.delivered.count == 1)
    #expect(await outbox.items(in: .pending).isEmpty)
  }

  @Test func exportProducesAnEPCISDocument() async throws {
    await harness.transport.on(.get, "/v1/events/*", reply: .json(TraceWiseJSON.eventsPage(count: 2)))
    let viewModel = makeViewModel()
    let sequence = await states(of: viewModel, after: { viewModel.send(.exportEPCIS) }) { $0.export.isSuccess }
    #expect(sequence.last?.export.value?.eventList.count == 2)
  }

  @Test func closingCancelsWork() async throws {
    await harness.transport.on(
      .post, "/v1/products/register", reply: .status(201, json: #"{"status":"registered"}"#, delay: .seconds(30)))
    let viewModel = makeViewModel()
    viewModel.send(.register(userId: "demo"))
    #expect(viewModel.state.registration == .loading(previous: nil))
    viewModel.close()
    // The cancelled task restores the state when it next runs: wait for it (a fixed pause is not
    // enough on a machine whose cores are busy with other tests), but never without end.
    let deadline = ContinuousClock.now + .seconds(30)
    while viewModel.state.registration != .idle, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(viewModel.state.registration == .idle, "a cancelled load returns to the state before it began")
    #expect(viewModel.tasks.count == 0)
  }
}
